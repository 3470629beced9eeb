import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatJam,
  formatTanggalJam,
  type PasienSerahTerima,
  type ShiftRanap,
  serahTerimaApi,
} from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { panggil } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';

const BAGIAN = [
  ['situasi', 'S – Situasi', 'Keadaan pasien saat ini, keluhan, masalah utama'],
  ['latar', 'B – Latar belakang', 'Diagnosis, riwayat, tindakan yang sudah dilakukan'],
  ['penilaian', 'A – Penilaian', 'Penilaian perawat: TTV, NEWS2, balans cairan, risiko'],
  ['rekomendasi', 'R – Rekomendasi', 'Yang harus dilakukan/dipantau shift berikutnya'],
] as const;
type Kunci = (typeof BAGIAN)[number][0];

export function ringkasTtv(o: PasienSerahTerima['observasi']): string {
  if (!o) return 'Belum ada observasi';
  const bagian = [
    o.sistol !== null && o.diastol !== null ? `TD ${o.sistol}/${o.diastol}` : null,
    o.nadi !== null ? `N ${o.nadi}` : null,
    o.napas !== null ? `RR ${o.napas}` : null,
    o.suhu !== null ? `S ${String(o.suhu).replace('.', ',')}°C` : null,
    o.spo2 !== null ? `SpO2 ${o.spo2}%${o.oksigen ? ' (O2)' : ''}` : null,
  ].filter(Boolean);
  return `${bagian.join(' · ') || '—'} (${formatTanggalJam(o.waktu)})`;
}

function Baris({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** One patient of the handover: the automatic summary on the left, the SBAR for this shift on the right. */
export function KartuSerahTerima({
  p,
  tanggal,
  shift,
  bolehTulis,
}: {
  p: PasienSerahTerima;
  tanggal: string;
  shift: ShiftRanap;
  bolehTulis: boolean;
}) {
  const toast = useToast();
  const awal: Record<Kunci, string> = {
    situasi: p.sbar?.situasi ?? '',
    latar: p.sbar?.latar ?? '',
    penilaian: p.sbar?.penilaian ?? '',
    rekomendasi: p.sbar?.rekomendasi ?? '',
  };
  const [isi, setIsi] = useState(awal);
  const [galat, setGalat] = useState<string | null>(null);
  const berubah = BAGIAN.some(([k]) => isi[k] !== awal[k]);
  const simpan = useMutation({
    mutationFn: () =>
      panggil(serahTerimaApi.simpan, { body: { layanan_uid: p.layanan_uid, tanggal, shift, ...isi } }),
    onSuccess: async () => {
      setGalat(null);
      toast.success(`Serah terima ${p.nama} disimpan`);
      await queryClient.invalidateQueries({ queryKey: [serahTerimaApi.baca.path] });
    },
    onError: (e) => setGalat(pesanError(e)),
  });
  const news = p.observasi?.news2;

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={`Serah terima ${p.nama}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip size="small" label={`${p.kamar} / ${p.bed}`} />
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {p.nama}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {p.no_rm} · {p.jenis_kelamin} · {p.umur} · hari rawat ke-{p.hari_rawat}
        </Typography>
        {news !== null && news !== undefined && (
          <Chip
            size="small"
            color={news >= 7 ? 'error' : news >= 5 ? 'warning' : 'success'}
            label={`NEWS2 ${news}`}
          />
        )}
        {p.alergi.length > 0 && (
          <Chip size="small" color="error" variant="outlined" label={`Alergi: ${p.alergi.join(', ')}`} />
        )}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack sx={{ gap: 0.5 }}>
            <Baris label="DPJP">{p.dpjp ?? '—'}</Baris>
            <Baris label="Diagnosis">{p.diagnosis ?? '—'}</Baris>
            <Baris label="TTV terakhir">{ringkasTtv(p.observasi)}</Baris>
            <Baris label="Obat">
              {p.obat.length
                ? p.obat.map((o) => (
                    <div key={`${o.nama_obat}-${o.dosis}`}>
                      {o.nama_obat} {o.dosis} {o.rute} ({o.jam.join(', ')})
                    </div>
                  ))
                : '—'}
            </Baris>
            <Baris label="Diet">{p.diet ?? 'Belum ada diet'}</Baris>
            <Baris label="24 jam terakhir">
              {p.kejadian.length
                ? p.kejadian.map((k) => (
                    <div key={`${k.waktu}-${k.ringkasan}`}>
                      {formatJam(k.waktu)} {k.jenis}: {k.ringkasan}
                    </div>
                  ))
                : '—'}
            </Baris>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Grid container spacing={1.5}>
            {BAGIAN.map(([k, label, bantu]) => (
              <Grid key={k} size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={label}
                  placeholder={bantu}
                  value={isi[k]}
                  onChange={(e) => setIsi((v) => ({ ...v, [k]: e.target.value }))}
                  multiline
                  minRows={2}
                  fullWidth
                  size="small"
                  slotProps={{ input: { readOnly: !bolehTulis } }}
                />
              </Grid>
            ))}
          </Grid>
          {galat && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {galat}
            </Alert>
          )}
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
            {p.sbar && (
              <Typography variant="caption" color="text.secondary">
                Diisi {p.sbar.nama_petugas}
              </Typography>
            )}
            {bolehTulis && (
              <Button
                variant="contained"
                size="small"
                onClick={() => simpan.mutate()}
                disabled={!berubah || simpan.isPending}
              >
                Simpan SBAR
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}
