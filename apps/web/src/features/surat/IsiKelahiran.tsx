import Grid from '@mui/material/Grid';
import {
  CARA_PERSALINAN,
  JENIS_KELAHIRAN,
  LABEL_CARA_PERSALINAN,
  LABEL_JENIS_KELAHIRAN,
  LABEL_JENIS_KELAMIN,
  LABEL_PENOLONG_KELAHIRAN,
  PENOLONG_KELAHIRAN,
} from '@rawat/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { Angka, Bagian, Jam, Pilih, Tanggal, Teks } from './surat.fields.tsx';

const pilihan = <K extends string>(daftar: readonly K[], label: Record<K, string>) =>
  daftar.map((v) => ({ value: v, label: label[v] }));

function OrangTua({ siapa }: { siapa: 'ibu' | 'ayah' }) {
  const n = `isi.${siapa}`;
  return (
    <Bagian
      judul={siapa === 'ibu' ? 'Ibu (Pasien)' : 'Ayah'}
      keterangan={
        siapa === 'ibu'
          ? 'Dari data pasien; sesuaikan dengan KTP bila berbeda.'
          : 'Kosongkan yang tidak diketahui.'
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Teks name={`${n}.nama`} label={`Nama ${siapa}`} required={siapa === 'ibu'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Teks name={`${n}.nik`} label={`NIK ${siapa}`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Tanggal name={`${n}.tanggal_lahir`} label={`Tanggal lahir ${siapa}`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <Angka name={`${n}.umur`} label={`Umur ${siapa}`} satuan="tahun" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Teks name={`${n}.alamat`} label={`Alamat ${siapa}`} multiline />
        </Grid>
      </Grid>
    </Bagian>
  );
}

/**
 * A birth certificate: the baby, the mother (the patient), the father, the attendant; prefilled
 * from the delivery record for a baby born here (surat.form.ts), typed by hand otherwise.
 */
export function IsiKelahiran() {
  const { control } = useFormContext();
  const kembar = useWatch({ control, name: 'isi.bayi.jenis_kelahiran' }) === 'KEMBAR';
  return (
    <>
      <Bagian judul="Bayi">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Teks
              name="isi.bayi.nama"
              label="Nama bayi"
              helperText="Boleh dikosongkan bila belum diberi nama"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Pilih
              name="isi.bayi.jenis_kelamin"
              label="Jenis kelamin"
              required
              pilihan={[
                { value: 'L', label: LABEL_JENIS_KELAMIN.L },
                { value: 'P', label: LABEL_JENIS_KELAMIN.P },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Tanggal name="isi.bayi.tanggal_lahir" label="Tanggal lahir" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <Jam name="isi.bayi.jam_lahir" label="Jam lahir" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <Teks name="isi.bayi.tempat_lahir" label="Tempat kelahiran" required />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Angka name="isi.bayi.berat_gram" label="Berat lahir" satuan="gram" />
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Angka name="isi.bayi.panjang_cm" label="Panjang lahir" satuan="cm" desimal />
          </Grid>
          <Grid size={{ xs: 6, sm: 2 }}>
            <Angka name="isi.bayi.kelahiran_ke" label="Kelahiran ke-" />
          </Grid>
          <Grid size={{ xs: 6, sm: 2 }}>
            <Pilih
              name="isi.bayi.jenis_kelahiran"
              label="Jenis"
              required
              pilihan={pilihan(JENIS_KELAHIRAN, LABEL_JENIS_KELAHIRAN)}
            />
          </Grid>
          {kembar ? (
            <Grid size={{ xs: 6, sm: 2 }}>
              <Angka name="isi.bayi.urutan_kembar" label="Kembar ke-" />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, sm: 4 }}>
            <Pilih
              name="isi.bayi.cara_persalinan"
              label="Cara persalinan"
              kosong="— Tidak dicantumkan —"
              pilihan={pilihan(CARA_PERSALINAN, LABEL_CARA_PERSALINAN)}
            />
          </Grid>
        </Grid>
      </Bagian>
      <OrangTua siapa="ibu" />
      <OrangTua siapa="ayah" />
      <Bagian judul="Penolong Kelahiran">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Pilih
              name="isi.penolong.jenis"
              label="Penolong"
              required
              pilihan={pilihan(PENOLONG_KELAHIRAN, LABEL_PENOLONG_KELAHIRAN)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Teks name="isi.penolong.nama" label="Nama penolong" required />
          </Grid>
        </Grid>
      </Bagian>
    </>
  );
}
