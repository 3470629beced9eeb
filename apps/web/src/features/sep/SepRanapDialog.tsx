import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type Sep, type SepDetail, sepKoreksiSchema, sepRanapBuatSchema } from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import {
  IsianSep,
  isianSepBody,
  KOLOM_SEP,
  type KolomSep,
  NILAI_SEP_KOSONG,
  type NilaiSep,
} from './IsianSep.tsx';
import { nilaiDariSep } from './PanelSep.tsx';
import { pesanHasilSep } from './SepDialog.tsx';
import { useBuatSepRanap, useUbahSep } from './sep.api.ts';

/**
 * buat: the SPRI and SEP of a stay admitted today that has none (only a note is asked: the rest
 * comes from the stay); ubah: an issued inpatient SEP; perbaiki: one BPJS refused, sent again. Both
 * take only what BPJS lets change on an inpatient SEP: diagnosa awal, telephone, note.
 */
export type SasaranSepRanap = { mode: 'buat'; layananUid: string } | { mode: 'ubah' | 'perbaiki'; sep: Sep };

const JUDUL: Record<SasaranSepRanap['mode'], string> = {
  buat: 'Buat SPRI & SEP Rawat Inap',
  ubah: 'Ubah SEP Rawat Inap',
  perbaiki: 'Perbaiki dan Kirim Ulang SEP Rawat Inap',
};

const TOMBOL: Record<SasaranSepRanap['mode'], string> = {
  buat: 'Terbitkan SPRI & SEP',
  ubah: 'Simpan Perubahan',
  perbaiki: 'Kirim Ulang ke BPJS',
};

const KETERANGAN: Record<SasaranSepRanap['mode'], string> = {
  buat: 'SPRI dan SEP dibuat dari data perawatan: DPJP, hak kelas (dan naik kelas bila ada), diagnosis masuk, serta SEP rawat jalan asal pasien sebagai rujukan.',
  ubah: 'Pada SEP rawat inap yang sudah terbit, BPJS hanya mengizinkan koreksi diagnosa awal, nomor telepon dan catatan. Kelas mengikuti penempatan bed; untuk mengganti data lain, hapus SEP lalu buat ulang.',
  perbaiki:
    'SEP dikirim ulang dengan data perawatan terbaru (DPJP, hak kelas, penempatan) dan isian di bawah; SPRI yang sudah terbit dipakai lagi.',
};

/** What BPJS did with it, naming the SPRI that came with a new inpatient SEP. */
function pesanHasil(s: SepDetail, mode: SasaranSepRanap['mode']): string {
  if (s.status !== 'TERBIT' || s.perubahan_menunggu) return pesanHasilSep(s, mode);
  if (mode === 'ubah') return `SEP rawat inap ${s.no_sep ?? ''} diperbarui di BPJS`;
  return s.no_spri
    ? `SPRI ${s.no_spri} dan SEP rawat inap ${s.no_sep ?? ''} terbit`
    : `SEP rawat inap ${s.no_sep ?? ''} terbit`;
}

/** The inpatient SEP's form in a dialog (mounted only while needed). */
export function SepRanapDialog({ sasaran, onClose }: { sasaran: SasaranSepRanap; onClose: () => void }) {
  const toast = useToast();
  const { mode } = sasaran;
  const [nilai, setNilai] = useState<NilaiSep>(() =>
    sasaran.mode === 'buat' ? NILAI_SEP_KOSONG : { ...nilaiDariSep(sasaran.sep), kelas_rawat: '' },
  );
  const [galat, setGalat] = useState<Partial<Record<KolomSep, string>>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const buat = useBuatSepRanap(sasaran.mode === 'buat' ? sasaran.layananUid : '');
  const ubah = useUbahSep();
  const kirim = buat.isPending || ubah.isPending;

  const pasang = (list: { path: string; message: string }[]) => {
    const g: Partial<Record<KolomSep, string>> = {};
    for (const e of list) {
      const k = KOLOM_SEP.find((x) => e.path.split(/[./]/).includes(x));
      if (k) g[k] ??= e.message;
    }
    setGalat(g);
    return Object.keys(g).length;
  };

  /** Checks the body by the endpoint's own contract, then sends it; null when a field is wrong. */
  const kirimKe = (): Promise<SepDetail | null> => {
    const isian = isianSepBody(nilai);
    const salah = (issues: { path: PropertyKey[]; message: string }[]) => {
      pasang(issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
      return Promise.resolve(null);
    };
    if (sasaran.mode === 'buat') {
      const c = sepRanapBuatSchema.safeParse({ catatan: isian.catatan });
      return c.success ? buat.mutateAsync(c.data) : salah(c.error.issues);
    }
    const c = sepKoreksiSchema.safeParse(isian);
    return c.success ? ubah.mutateAsync({ uid: sasaran.sep.uid, body: c.data }) : salah(c.error.issues);
  };

  const simpan = async () => {
    setGalatUmum(null);
    try {
      const s = await kirimKe();
      if (!s) return;
      const pesan = pesanHasil(s, mode);
      if (s.status === 'DITOLAK') toast.error(pesan);
      else toast.success(pesan);
      onClose();
    } catch (err) {
      const terpasang = err instanceof ApiError ? pasang(err.errors) : 0;
      if (!terpasang || (err instanceof ApiError && err.status === 409)) setGalatUmum(pesanError(err));
    }
  };

  const pesanBpjs = sasaran.mode === 'perbaiki' ? sasaran.sep.pesan_bpjs : null;
  return (
    <Dialog open onClose={kirim ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {JUDUL[mode]}
        {sasaran.mode !== 'buat' && sasaran.sep.no_sep ? (
          <Box component="span" sx={{ fontFamily: 'monospace', ml: 1, color: 'text.secondary' }}>
            {sasaran.sep.no_sep}
          </Box>
        ) : null}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {pesanBpjs ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Ditolak BPJS: {pesanBpjs}
          </Alert>
        ) : null}
        <Alert severity="info" sx={{ mb: 2 }}>
          {KETERANGAN[mode]}
        </Alert>
        {galatUmum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatUmum}
          </Alert>
        ) : null}
        {mode === 'buat' ? (
          <TextField
            fullWidth
            label="Catatan (opsional)"
            value={nilai.catatan}
            onChange={(e) => setNilai((n) => ({ ...n, catatan: e.target.value }))}
            error={Boolean(galat.catatan)}
            helperText={galat.catatan ?? 'Dicetak pada lembar SEP'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              // The note (IsianSep's last cell) takes the whole row.
              '& > :last-child': { gridColumn: '1 / -1' },
            }}
          >
            <IsianSep
              nilai={nilai}
              denganKelas={false}
              onChange={(u) => {
                setNilai((n) => ({ ...n, ...u }));
                setGalat((g) => {
                  const sisa = { ...g };
                  for (const k of Object.keys(u) as KolomSep[]) delete sisa[k];
                  return sisa;
                });
              }}
              galat={galat}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={kirim}>
          Batal
        </Button>
        <Button variant="contained" loading={kirim} onClick={() => void simpan()}>
          {TOMBOL[mode]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
