import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  HASIL_BUTA_WARNA,
  HASIL_URIN,
  type JenisSurat,
  KEPERLUAN_SEHAT,
  LABEL_HASIL_BUTA_WARNA,
  LABEL_HASIL_URIN,
  LABEL_KEPERLUAN_SEHAT,
  LABEL_PARAMETER_NARKOBA,
  LABEL_TEMPAT_MENINGGAL,
  lamaHari,
  PARAMETER_NARKOBA,
  TEMPAT_MENINGGAL,
  terbilang,
} from '@rawat/domain';
import type { ReactElement } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Bagian, Centang, Jam, Pilih, TandaVitalFields, Tanggal, Teks } from './surat.fields.tsx';

const pilihan = <K extends string>(daftar: readonly K[], label: Record<K, string>) =>
  daftar.map((v) => ({ value: v, label: label[v] }));

/** The examination the certificate rests on, prefilled from the visit's chart. */
export function Temuan() {
  return (
    <Bagian
      judul="Hasil Pemeriksaan"
      keterangan="Bila kunjungan sudah diperiksa, terisi dari asesmennya (tanda vital terakhir, pemeriksaan dokter, diagnosis utama). Ubah bila perlu; yang tidak diperiksa boleh dikosongkan."
    >
      <TandaVitalFields nama="isi.temuan.tanda_vital" />
      <Grid container spacing={2} sx={{ mt: 2 }}>
        <Grid size={12}>
          <Teks name="isi.temuan.pemeriksaan_fisik" label="Pemeriksaan fisik" multiline />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Teks name="isi.temuan.diagnosis" label="Diagnosis" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Teks name="isi.temuan.diagnosis_kode" label="Kode ICD-10" />
        </Grid>
        <Grid size={12}>
          <Centang
            name="isi.temuan.cantumkan_diagnosis"
            label="Cantumkan diagnosis pada surat"
            keterangan="Diagnosis termasuk rahasia kedokteran: cantumkan hanya bila pasien menyetujuinya."
          />
        </Grid>
      </Grid>
    </Bagian>
  );
}

function LamaIstirahat() {
  const { control } = useFormContext();
  const [dari, sampai] = useWatch({ control, name: ['isi.istirahat_dari', 'isi.istirahat_sampai'] });
  const n = lamaHari(dari, sampai);
  return (
    <Box
      role="status"
      sx={{
        height: '100%',
        minHeight: 56,
        px: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        Lama istirahat
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 700 }}>
        {n ? `${n} (${terbilang(n)}) hari` : '—'}
      </Typography>
    </Box>
  );
}

function Sakit() {
  return (
    <Bagian judul="Istirahat" keterangan="Hari pertama dan terakhir sama-sama dihitung.">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Tanggal name="isi.istirahat_dari" label="Mulai tanggal" required bebas />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Tanggal name="isi.istirahat_sampai" label="Sampai dengan" required bebas />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <LamaIstirahat />
        </Grid>
        <Grid size={12}>
          <Teks
            name="isi.pekerjaan"
            label="Pekerjaan / instansi"
            helperText="Dicetak pada identitas pasien"
          />
        </Grid>
      </Grid>
    </Bagian>
  );
}

function Sehat() {
  return (
    <Bagian judul="Keperluan">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Pilih
            name="isi.keperluan"
            label="Keperluan"
            required
            pilihan={pilihan(KEPERLUAN_SEHAT, LABEL_KEPERLUAN_SEHAT)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Teks
            name="isi.keperluan_rinci"
            label="Rincian keperluan"
            helperText="Mis. melamar kerja di PT …, SIM A, masuk SMA …"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Teks name="isi.pekerjaan" label="Pekerjaan" />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Teks name="isi.catatan" label="Catatan dokter" />
        </Grid>
      </Grid>
    </Bagian>
  );
}

function Dirawat() {
  return (
    <Bagian judul="Perawatan">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Tanggal name="isi.tanggal_masuk" label="Tanggal masuk" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Tanggal name="isi.tanggal_keluar" label="Tanggal keluar" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Teks name="isi.ruangan" label="Ruang rawat" />
        </Grid>
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary">
            Kosongkan tanggal keluar bila pasien masih dirawat.
          </Typography>
        </Grid>
        <Grid size={12}>
          <Teks name="isi.keperluan" label="Keperluan" />
        </Grid>
      </Grid>
    </Bagian>
  );
}

function ButaWarna() {
  return (
    <Bagian judul="Pemeriksaan Buta Warna">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Teks name="isi.metode" label="Metode" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Pilih
            name="isi.hasil"
            label="Hasil"
            required
            pilihan={pilihan(HASIL_BUTA_WARNA, LABEL_HASIL_BUTA_WARNA)}
          />
        </Grid>
        <Grid size={12}>
          <Teks name="isi.keperluan" label="Keperluan" />
        </Grid>
      </Grid>
    </Bagian>
  );
}

function PeringatanPositif() {
  const { control } = useFormContext();
  const hasil = useWatch({ control, name: 'isi.hasil_urin' });
  const positif = PARAMETER_NARKOBA.filter((p) => hasil?.[p] === 'POSITIF');
  return positif.length ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      Hasil positif ({positif.join(', ')}): surat bebas narkoba tidak dapat diterbitkan.
    </Alert>
  ) : null;
}

function BebasNarkoba() {
  return (
    <Bagian
      judul="Pemeriksaan Urine"
      keterangan="Isi setiap parameter sesuai hasil tes; tidak ada yang terisi otomatis."
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Tanggal name="isi.tanggal_periksa" label="Tanggal pemeriksaan" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Teks name="isi.metode" label="Metode" required />
        </Grid>
        {PARAMETER_NARKOBA.map((p) => (
          <Grid key={p} size={{ xs: 12, sm: 6, md: 4 }}>
            <Pilih
              name={`isi.hasil_urin.${p}`}
              label={LABEL_PARAMETER_NARKOBA[p]}
              required
              pilihan={pilihan(HASIL_URIN, LABEL_HASIL_URIN)}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <Teks name="isi.keperluan" label="Keperluan" />
        </Grid>
      </Grid>
      <PeringatanPositif />
    </Bagian>
  );
}

function Kematian() {
  return (
    <>
      <Bagian judul="Waktu dan Tempat Meninggal">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Tanggal name="isi.tanggal_meninggal" label="Tanggal meninggal" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <Jam name="isi.jam_meninggal" label="Jam meninggal" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <Pilih
              name="isi.tempat_meninggal"
              label="Tempat"
              required
              pilihan={pilihan(TEMPAT_MENINGGAL, LABEL_TEMPAT_MENINGGAL)}
            />
          </Grid>
          <Grid size={12}>
            <Teks name="isi.tempat_rinci" label="Keterangan tempat" helperText="Mis. Ruang ICU, IGD" />
          </Grid>
        </Grid>
      </Bagian>
      <Bagian
        judul="Sebab Kematian"
        keterangan="Urutan WHO: I a. sebab langsung, I b. sebab antara, I c. sebab dasar, II. kondisi lain yang berkontribusi."
      >
        <Grid container spacing={2}>
          <Grid size={12}>
            <Teks name="isi.sebab_langsung" label="I a. Sebab langsung" required />
          </Grid>
          <Grid size={12}>
            <Teks name="isi.sebab_antara" label="I b. Sebab antara" />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Teks name="isi.sebab_dasar" label="I c. Sebab dasar" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Teks name="isi.sebab_dasar_kode" label="Kode ICD-10 sebab dasar" />
          </Grid>
          <Grid size={12}>
            <Teks name="isi.kondisi_lain" label="II. Kondisi lain" />
          </Grid>
        </Grid>
      </Bagian>
    </>
  );
}

/** The fields of a certificate's kind, then the examination it rests on (not on a death certificate). */
export function IsiKeterangan({ jenis }: { jenis: JenisSurat }) {
  const bagian: Partial<Record<JenisSurat, ReactElement>> = {
    SAKIT: <Sakit />,
    SEHAT: <Sehat />,
    DIRAWAT: <Dirawat />,
    BUTA_WARNA: <ButaWarna />,
    BEBAS_NARKOBA: <BebasNarkoba />,
    KEMATIAN: <Kematian />,
  };
  return (
    <>
      {bagian[jenis] ?? null}
      {jenis === 'KEMATIAN' ? null : <Temuan />}
    </>
  );
}
