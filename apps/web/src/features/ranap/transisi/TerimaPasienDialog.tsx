import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ASAL_TRANSISI,
  type AsalTransisi,
  formatTanggalJam,
  LABEL_ASAL_TRANSISI,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_SKALA_PULIH,
  type LayananTransisi,
  type OperasiSiapTransisi,
  SKALA_PULIH,
  type SkalaPulih,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { keIso, sekarangLokal, useCariLayananTransisi, useTerimaTransisi } from './transisi.api.ts';

/** The layanan an operation from the theatre list is received on, as the search would offer it. */
const layananOperasi = (o: OperasiSiapTransisi): LayananTransisi => ({
  layanan_uid: o.layanan.uid,
  jenis: o.layanan.jenis,
  pasien: o.pasien,
  unit: o.layanan.unit,
  tanggal: o.selesai_pada,
  dokter: null,
  skala_usia: o.skala_usia,
  sedang_di_transisi: o.sedang_di_transisi,
});

/**
 * "Terima Pasien": find the patient's active layanan (a stay, a clinic visit for day surgery, the
 * IGD), then what was done and when the patient arrived. The scale follows the age unless chosen.
 * Opened from "Dari Kamar Operasi" (`operasi`), the patient, layanan, origin and procedure come
 * from the theatre and the nurse only confirms; mount it with a `key` per operation.
 */
export function TerimaPasienDialog({
  open,
  onClose,
  operasi = null,
}: {
  open: boolean;
  onClose: () => void;
  operasi?: OperasiSiapTransisi | null;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [pilih, setPilih] = useState<LayananTransisi | null>(operasi ? layananOperasi(operasi) : null);
  const [asal, setAsal] = useState<AsalTransisi>('OPERASI');
  const [prosedur, setProsedur] = useState(operasi?.prosedur ?? '');
  const [masuk, setMasuk] = useState(sekarangLokal);
  const [skala, setSkala] = useState<SkalaPulih | 'USIA'>('USIA');
  const [galat, setGalat] = useState<Record<string, string>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const cari = useCariLayananTransisi(search);
  const terima = useTerimaTransisi();

  const tutup = () => {
    setSearch('');
    setPilih(null);
    setProsedur('');
    setSkala('USIA');
    setGalat({});
    setGalatUmum(null);
    onClose();
  };
  const kirim = async () => {
    if (!pilih) return;
    setGalat({});
    setGalatUmum(null);
    try {
      const r = await terima.mutateAsync({
        layanan_uid: pilih.layanan_uid,
        asal: operasi ? 'OPERASI' : asal,
        operasi_uid: operasi?.operasi_uid ?? null,
        prosedur,
        masuk_pada: keIso(masuk),
        skala: skala === 'USIA' ? null : skala,
      });
      toast.success(`${pilih.pasien.nama} diterima di ruang transisi`);
      tutup();
      navigate(`/transisi/${r.respon.uid}`);
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) {
        setGalat(Object.fromEntries(e.errors.map((x) => [x.path, x.message])));
        setGalatUmum(e.message);
      } else setGalatUmum(pesanError(e));
    }
  };

  return (
    <Dialog open={open} onClose={tutup} maxWidth="sm" fullWidth>
      <DialogTitle>Terima Pasien di Ruang Transisi</DialogTitle>
      <DialogContent dividers>
        {!pilih ? (
          <>
            <SearchField
              value={search}
              onChange={setSearch}
              placeholder="Cari nama atau No. RM pasien…"
              fullWidth
              autoFocus
            />
            <List dense sx={{ mt: 1, minHeight: 180 }}>
              {(cari.data ?? []).map((l) => (
                <ListItemButton
                  key={l.layanan_uid}
                  disabled={l.sedang_di_transisi}
                  onClick={() => {
                    setPilih(l);
                    setSkala('USIA');
                  }}
                >
                  <ListItemText
                    primary={`${l.pasien.no_rm} · ${l.pasien.nama}`}
                    secondary={`${LABEL_JENIS_KUNJUNGAN[l.jenis]} · ${l.unit}${l.dokter ? ` · ${l.dokter}` : ''}${
                      l.sedang_di_transisi ? ' · sudah di ruang transisi' : ''
                    }`}
                  />
                </ListItemButton>
              ))}
              {search.trim().length >= 2 && !cari.isLoading && (cari.data ?? []).length === 0 ? (
                <Typography color="text.secondary" sx={{ p: 2 }}>
                  Tidak ada layanan aktif pasien yang cocok (rawat inap, atau rawat jalan/IGD hari ini).
                </Typography>
              ) : null}
            </List>
          </>
        ) : (
          <Grid container spacing={2}>
            <Grid size={12}>
              <Alert
                severity="info"
                action={operasi ? undefined : <Button onClick={() => setPilih(null)}>Ganti</Button>}
              >
                <b>{pilih.pasien.nama}</b> ({pilih.pasien.no_rm}, {pilih.pasien.umur}) —{' '}
                {LABEL_JENIS_KUNJUNGAN[pilih.jenis]}, {pilih.unit}
                {operasi ? (
                  <>
                    <br />
                    Operasi {operasi.kode_booking} di {operasi.kamar}, selesai{' '}
                    {formatTanggalJam(operasi.selesai_pada)}
                  </>
                ) : null}
              </Alert>
            </Grid>
            {galatUmum ? (
              <Grid size={12}>
                <Alert severity="error">{galatUmum}</Alert>
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Asal pasien"
                value={operasi ? 'OPERASI' : asal}
                onChange={(e) => setAsal(e.target.value as AsalTransisi)}
                disabled={Boolean(operasi)}
                fullWidth
                size="small"
              >
                {ASAL_TRANSISI.map((a) => (
                  <MenuItem key={a} value={a}>
                    {LABEL_ASAL_TRANSISI[a]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Waktu masuk"
                type="datetime-local"
                value={masuk}
                onChange={(e) => setMasuk(e.target.value)}
                fullWidth
                size="small"
                error={Boolean(galat.masuk_pada)}
                helperText={galat.masuk_pada ?? ' '}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label="Tindakan / jenis anestesi"
                placeholder="mis. Apendektomi, anestesi spinal"
                value={prosedur}
                onChange={(e) => setProsedur(e.target.value)}
                fullWidth
                size="small"
                required
                error={Boolean(galat.prosedur)}
                helperText={galat.prosedur ?? ' '}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                select
                label="Skor pulih"
                value={skala}
                onChange={(e) => setSkala(e.target.value as SkalaPulih | 'USIA')}
                fullWidth
                size="small"
                helperText="Anak di bawah 12 tahun dinilai dengan Steward, dewasa dengan Aldrete"
              >
                <MenuItem value="USIA">Menurut usia: {LABEL_SKALA_PULIH[pilih.skala_usia]}</MenuItem>
                {SKALA_PULIH.map((s) => (
                  <MenuItem key={s} value={s}>
                    {LABEL_SKALA_PULIH[s]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Batal</Button>
        <Button variant="contained" disabled={!pilih || terima.isPending} onClick={kirim}>
          Terima Pasien
        </Button>
      </DialogActions>
    </Dialog>
  );
}
