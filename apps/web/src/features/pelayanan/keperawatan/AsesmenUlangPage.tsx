import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Asesmen,
  type AsesmenUlangKeperawatan,
  kategoriNyeri,
  type LayananKlinisDto,
  ringkasTandaVital,
} from '@rawat/domain';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { HalamanPelayanan } from '../HalamanPelayanan.tsx';
import { FormAsesmen, Penulis } from './FormAsesmen.tsx';
import { Bagian, Teks } from './fields.tsx';
import { NyeriFields } from './NyeriFields.tsx';
import { TandaVitalFields } from './TandaVitalFields.tsx';
import { useFormAsesmen } from './useFormAsesmen.ts';

const kosongUlang = {
  tanda_vital: {},
  keluhan_utama: '',
  skala_nyeri: null,
  lokasi_nyeri: '',
  sifat_nyeri: null,
  evaluasi: '',
  tindakan_keperawatan: '',
  catatan: '',
};

function Baris({ label, isi }: { label: string; isi: string | null | undefined }) {
  if (!isi) return null;
  return (
    <Typography variant="body2">
      <b>{label}:</b> {isi}
    </Typography>
  );
}

/** The course so far, newest first: each re-assessment with its author and time. */
function RiwayatUlang({ daftar }: { daftar: Asesmen[] }) {
  return (
    <Bagian
      judul="Riwayat Asesmen Ulang"
      keterangan={daftar.length ? `${daftar.length} asesmen, terbaru di atas` : undefined}
    >
      {daftar.length ? (
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {daftar.map((a) => {
            const isi = a.isi as unknown as AsesmenUlangKeperawatan;
            const nyeri =
              isi.skala_nyeri != null ? `${isi.skala_nyeri}/10 (${kategoriNyeri(isi.skala_nyeri)})` : null;
            return (
              <Paper key={a.uid} elevation={0} component="article" aria-label={`Asesmen ulang ${a.waktu}`}>
                <Penulis nama={a.nama_penulis} waktu={a.waktu} />
                <Baris label="Keluhan" isi={isi.keluhan_utama} />
                <Baris label="Tanda vital" isi={ringkasTandaVital(isi.tanda_vital)} />
                <Baris label="Nyeri" isi={[nyeri, isi.lokasi_nyeri].filter(Boolean).join(', ')} />
                <Baris label="Tindakan" isi={isi.tindakan_keperawatan} />
                <Baris label="Evaluasi" isi={isi.evaluasi} />
                <Baris label="Catatan" isi={isi.catatan} />
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Belum ada asesmen ulang untuk kunjungan ini.
        </Typography>
      )}
    </Bagian>
  );
}

function FormAsesmenUlang({ layanan }: { layanan: LayananKlinisDto }) {
  const f = useFormAsesmen(layanan, 'KEPERAWATAN_ULANG', kosongUlang);
  return (
    <Stack spacing={2}>
      <FormAsesmen f={f}>
        <Bagian judul="Keluhan Saat Ini">
          <Teks name="keluhan_utama" label="Keluhan saat ini" required multiline />
        </Bagian>
        <Bagian judul="Tanda Vital">
          <TandaVitalFields />
        </Bagian>
        <Bagian judul="Nyeri">
          <NyeriFields />
        </Bagian>
        <Bagian judul="Tindakan dan Evaluasi">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Teks name="tindakan_keperawatan" label="Tindakan keperawatan" multiline />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Teks name="evaluasi" label="Evaluasi (respons pasien)" multiline />
            </Grid>
            <Grid size={12}>
              <Teks name="catatan" label="Catatan" multiline />
            </Grid>
          </Grid>
        </Bagian>
      </FormAsesmen>
      {f.memuat ? null : <RiwayatUlang daftar={f.daftar} />}
    </Stack>
  );
}

/**
 * /list-antrian-klinik/assesmen-ulang-keperawatan/:id and /list-hd/assesmen-ulang-keperawatan/:id:
 * every save is a new re-assessment, listed below the form.
 */
export default function AsesmenUlangPage({ params }: HalamanProps) {
  return (
    <HalamanPelayanan layananUid={params.id ?? ''} judul="Asesmen Ulang Keperawatan">
      {(l) => <FormAsesmenUlang layanan={l} />}
    </HalamanPelayanan>
  );
}
