import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LABEL_KELAS_RANAP, type PasienRanap } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../shell/toast.tsx';
import { useBedKosong, usePindahKamar } from './admisi.api.ts';
import { PilihBed } from './PilihBed.tsx';

/** Pindah kamar: a free bed, why, and for a BPJS patient in another ward class the placement. */
export function PindahKamarDialog({ baris, onClose }: { baris: PasienRanap | null; onClose: () => void }) {
  const toast = useToast();
  const [bedUid, setBedUid] = useState('');
  const [alasan, setAlasan] = useState('');
  const [penempatan, setPenempatan] = useState<'NAIK_KELAS' | 'TITIPAN' | ''>('');
  const [alasanPenempatan, setAlasanPenempatan] = useState('');
  const [galat, setGalat] = useState<{ umum: string; field: Record<string, string> } | null>(null);
  useEffect(() => {
    if (!baris) return;
    setBedUid('');
    setAlasan('');
    setPenempatan('');
    setAlasanPenempatan('');
    setGalat(null);
  }, [baris]);
  const beds = useBedKosong(
    { kelas: baris?.kelas_tagih ?? null, jk: baris?.pasien.jenis_kelamin ?? null },
    Boolean(baris),
  );
  const pindah = usePindahKamar(baris?.layanan_uid ?? '');
  const bed = beds.data?.respon.find((b) => b.bed_uid === bedUid) ?? null;
  const perluPenempatan =
    baris?.penjamin === 'BPJS' &&
    baris.kelas_hak &&
    bed?.jenis_ruangan === 'BANGSAL' &&
    bed.kelas !== baris.kelas_hak;
  const f = galat?.field ?? {};
  const simpan = async () => {
    setGalat(null);
    try {
      const h = await pindah.mutateAsync({
        bed_uid: bedUid,
        alasan,
        penempatan: perluPenempatan ? penempatan || null : null,
        alasan_penempatan: perluPenempatan ? alasanPenempatan : null,
      });
      toast.success(
        `Pasien dipindah ke ${h.letak.ruangan}, kamar ${h.letak.no_kamar}, bed ${h.letak.no_bed}`,
      );
      onClose();
    } catch (err) {
      const field: Record<string, string> = {};
      if (err instanceof ApiError) for (const e of err.errors) field[e.path] = e.message;
      setGalat({ umum: err instanceof Error ? err.message : 'Gagal memindahkan', field });
      if (err instanceof ApiError && err.status === 409) void beds.refetch();
    }
  };
  return (
    <Dialog open={Boolean(baris)} onClose={pindah.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Pindah Kamar</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {baris ? (
          <Stack spacing={2}>
            <Typography variant="body2">
              <b>{baris.pasien.nama}</b> ({baris.pasien.no_rm}) — sekarang di {baris.letak.ruangan}, kamar{' '}
              {baris.letak.no_kamar}, bed {baris.letak.no_bed}
            </Typography>
            {galat ? <Alert severity="error">{galat.umum}</Alert> : null}
            <PilihBed beds={beds.data?.respon ?? []} value={bedUid} onChange={setBedUid} error={f.bed_uid} />
            <TextField
              size="small"
              label="Alasan pindah"
              value={alasan}
              onChange={(e) => setAlasan(e.target.value)}
              error={Boolean(f.alasan)}
              helperText={f.alasan}
              multiline
            />
            {perluPenempatan && bed && baris.kelas_hak ? (
              <>
                <Typography variant="body2" color="warning.main">
                  Bed {LABEL_KELAS_RANAP[bed.kelas]} berbeda dengan hak kelas{' '}
                  {LABEL_KELAS_RANAP[baris.kelas_hak]}.
                </Typography>
                <RadioGroup
                  row
                  value={penempatan}
                  onChange={(e) => setPenempatan(e.target.value as 'NAIK_KELAS' | 'TITIPAN')}
                >
                  <FormControlLabel value="NAIK_KELAS" control={<Radio size="small" />} label="Naik kelas" />
                  <FormControlLabel value="TITIPAN" control={<Radio size="small" />} label="Titipan" />
                </RadioGroup>
                <TextField
                  size="small"
                  label="Alasan penempatan"
                  value={alasanPenempatan}
                  onChange={(e) => setAlasanPenempatan(e.target.value)}
                  error={Boolean(f.alasan_penempatan)}
                  helperText={f.alasan_penempatan ?? f.penempatan}
                />
              </>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pindah.isPending}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => void simpan()} disabled={pindah.isPending || !bedUid}>
          {pindah.isPending ? 'Memindahkan…' : 'Pindahkan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
