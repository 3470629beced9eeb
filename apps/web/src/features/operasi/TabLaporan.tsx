import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { can, type KodeNamaOperasi, type OperasiDetail, operasiApi } from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { urlKontrak } from '../../api/kontrak.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { StatusTtd } from '../../ui/StatusTtd.tsx';
import { useFinalLaporan, useSimpanLaporan } from './operasi.api.ts';
import { PilihKode } from './PilihKode.tsx';
import { keIso, keLokal } from './TabAnestesi.tsx';

/** The operation report: written from the start of the operation, finalised (numbered) after it. */
export function TabLaporan({ o }: { o: OperasiDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const simpan = useSimpanLaporan(o.uid);
  const final = useFinalLaporan(o.uid);
  const l = o.laporan;
  const isi = l?.isi;
  const [dxPra, setDxPra] = useState<KodeNamaOperasi | null>(isi?.diagnosis_pra ?? o.diagnosis);
  const [dxPasca, setDxPasca] = useState<KodeNamaOperasi | null>(isi?.diagnosis_pasca ?? null);
  const [prosedur, setProsedur] = useState<KodeNamaOperasi | null>(isi?.prosedur ?? o.prosedur);
  const [mulai, setMulai] = useState(keLokal(isi?.mulai ?? o.dimulai_pada));
  const [selesai, setSelesai] = useState(keLokal(isi?.selesai ?? o.diselesaikan_pada));
  const [temuan, setTemuan] = useState(isi?.temuan ?? '');
  const [uraian, setUraian] = useState(isi?.uraian ?? '');
  const [komplikasi, setKomplikasi] = useState(isi?.komplikasi ?? '');
  const [darah, setDarah] = useState(isi?.perdarahan_ml?.toString() ?? '');
  const [pa, setPa] = useState(isi?.spesimen_pa ?? false);
  const [spesimen, setSpesimen] = useState(isi?.spesimen ?? '');
  const [implan, setImplan] = useState(isi?.implan ?? '');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [umum, setUmum] = useState<string | null>(null);
  const [cetak, setCetak] = useState(false);
  const boleh = can(user?.role, 'operasi:write');
  const sudahFinal = l?.status === 'FINAL';
  const bisaTulis = boleh && !sudahFinal && (o.status === 'OPERASI' || o.status === 'SELESAI');

  const kosong = { kode: '', nama: '' };
  const kirim = async () => {
    setGalat({});
    setUmum(null);
    try {
      await simpan.mutateAsync({
        diagnosis_pra: dxPra ?? kosong,
        diagnosis_pasca: dxPasca ?? kosong,
        prosedur: prosedur ?? kosong,
        mulai: keIso(mulai),
        selesai: keIso(selesai),
        temuan,
        uraian: uraian || null,
        komplikasi: komplikasi || null,
        perdarahan_ml: darah.trim() === '' ? null : Number(darah),
        spesimen_pa: pa,
        spesimen: spesimen || null,
        implan: implan || null,
      });
      toast.success('Laporan operasi tersimpan');
    } catch (e) {
      if (e instanceof ApiError && e.errors.length)
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path.split('.')[0] ?? x.path, x.message])));
      setUmum(pesanError(e));
    }
  };
  const finalkan = async () => {
    setUmum(null);
    try {
      const r = await final.mutateAsync();
      toast.success(`Laporan operasi difinalkan: ${r.respon.laporan?.nomor ?? ''}`);
    } catch (e) {
      setUmum(pesanError(e));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Chip
          color={sudahFinal ? 'success' : 'default'}
          label={sudahFinal ? `Final · ${l?.nomor ?? ''}` : l ? 'Draf' : 'Belum ditulis'}
        />
        {l ? (
          <Button size="small" startIcon={<PrintIcon />} onClick={() => setCetak(true)}>
            Cetak
          </Button>
        ) : null}
        {sudahFinal && l ? <StatusTtd jenis="LAPORAN_OPERASI" refUid={l.uid} dapatAjukan={boleh} /> : null}
      </Box>
      {!bisaTulis && !sudahFinal && o.status !== 'BATAL' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Laporan operasi ditulis setelah operasi dimulai.
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PilihKode
            disabled={!bisaTulis}
            jenis="ICD10"
            label="Diagnosis pra-bedah (ICD-10)"
            value={dxPra}
            onChange={setDxPra}
            error={galat.diagnosis_pra}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PilihKode
            disabled={!bisaTulis}
            jenis="ICD10"
            label="Diagnosis pasca-bedah (ICD-10)"
            value={dxPasca}
            onChange={setDxPasca}
            error={galat.diagnosis_pasca}
          />
        </Grid>
        <Grid size={12}>
          <PilihKode
            disabled={!bisaTulis}
            jenis="ICD9"
            label="Tindakan yang dilakukan (ICD-9-CM)"
            value={prosedur}
            onChange={setProsedur}
            error={galat.prosedur}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            type="datetime-local"
            label="Jam mulai operasi"
            value={mulai}
            onChange={(e) => setMulai(e.target.value)}
            disabled={!bisaTulis}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(galat.mulai)}
            helperText={galat.mulai ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            size="small"
            type="datetime-local"
            label="Jam selesai operasi"
            value={selesai}
            onChange={(e) => setSelesai(e.target.value)}
            disabled={!bisaTulis}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(galat.selesai)}
            helperText={galat.selesai ?? ' '}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={3}
            label="Temuan operasi"
            value={temuan}
            onChange={(e) => setTemuan(e.target.value)}
            disabled={!bisaTulis}
            error={Boolean(galat.temuan)}
            helperText={galat.temuan ?? ' '}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            label="Uraian tindakan"
            value={uraian}
            onChange={(e) => setUraian(e.target.value)}
            disabled={!bisaTulis}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            fullWidth
            size="small"
            label="Komplikasi"
            value={komplikasi}
            onChange={(e) => setKomplikasi(e.target.value)}
            disabled={!bisaTulis}
            placeholder="Tidak ada"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            label="Perdarahan (ml)"
            value={darah}
            onChange={(e) => setDarah(e.target.value)}
            disabled={!bisaTulis}
            error={Boolean(galat.perdarahan_ml)}
            helperText={galat.perdarahan_ml ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormControlLabel
            control={<Switch checked={pa} onChange={(e) => setPa(e.target.checked)} disabled={!bisaTulis} />}
            label="Spesimen dikirim ke PA"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            fullWidth
            size="small"
            label="Spesimen"
            value={spesimen}
            onChange={(e) => setSpesimen(e.target.value)}
            disabled={!bisaTulis}
            error={Boolean(galat.spesimen)}
            helperText={galat.spesimen ?? ' '}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            label="Implan yang dipasang"
            value={implan}
            onChange={(e) => setImplan(e.target.value)}
            disabled={!bisaTulis}
            placeholder="Tidak ada"
          />
        </Grid>
      </Grid>
      {umum ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {umum}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {bisaTulis ? (
          <Button variant="outlined" disabled={simpan.isPending} onClick={() => void kirim()}>
            Simpan Laporan
          </Button>
        ) : null}
        {boleh && l && !sudahFinal && o.status === 'SELESAI' ? (
          <Button variant="contained" disabled={final.isPending} onClick={() => void finalkan()}>
            Finalkan Laporan
          </Button>
        ) : null}
      </Box>
      <PdfViewerDialog
        open={cetak}
        title={`Laporan Operasi ${o.pasien.nama}`}
        url={urlKontrak(operasiApi.cetakLaporan, { params: { uid: o.uid } })}
        onClose={() => setCetak(false)}
      />
    </Paper>
  );
}
