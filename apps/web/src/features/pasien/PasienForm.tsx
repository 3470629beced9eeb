import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  AGAMA,
  GOLONGAN_DARAH,
  HUBUNGAN_PENANGGUNG_JAWAB,
  JENIS_KELAMIN,
  LABEL_AGAMA,
  LABEL_HUBUNGAN_PENANGGUNG_JAWAB,
  LABEL_JENIS_KELAMIN,
  LABEL_PENDIDIKAN,
  LABEL_RHESUS,
  LABEL_STATUS_PASIEN,
  LABEL_STATUS_PERKAWINAN,
  PENDIDIKAN,
  RHESUS,
  SARAN_PEKERJAAN,
  STATUS_PASIEN,
  STATUS_PERKAWINAN,
  type WilayahDetail,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormPilih, FormTanggal, FormTeks } from '../../ui/form/fields.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { AlergiField } from './AlergiField.tsx';
import { NikField } from './NikField.tsx';
import type { PasienFormIn } from './pasien.form.ts';
import { WilayahField } from './WilayahField.tsx';

const pilihan = <T extends string>(kode: readonly T[], label: Record<T, string>) =>
  kode.map((k) => ({ value: k, label: label[k] }));
const P_JK = pilihan(JENIS_KELAMIN, LABEL_JENIS_KELAMIN);
const P_DARAH = GOLONGAN_DARAH.map((g) => ({ value: g, label: g }));
const P_RHESUS = pilihan(RHESUS, LABEL_RHESUS);
const P_AGAMA = pilihan(AGAMA, LABEL_AGAMA);
const P_KAWIN = pilihan(STATUS_PERKAWINAN, LABEL_STATUS_PERKAWINAN);
const P_PENDIDIKAN = pilihan(PENDIDIKAN, LABEL_PENDIDIKAN);
const P_HUBUNGAN = pilihan(HUBUNGAN_PENANGGUNG_JAWAB, LABEL_HUBUNGAN_PENANGGUNG_JAWAB);
const P_STATUS = pilihan(STATUS_PASIEN, LABEL_STATUS_PASIEN);

function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {judul}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

const separuh = { xs: 12, sm: 6 };
const sepertiga = { xs: 12, sm: 4 };

function PekerjaanField() {
  const { control } = useFormContext<PasienFormIn>();
  return (
    <Controller
      control={control}
      name="pekerjaan"
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label="Pekerjaan"
          fullWidth
          suggestions={[...SARAN_PEKERJAAN]}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

interface Props {
  /** The edit form of an existing patient: shows the status and leaves the patient itself out of duplicate checks. */
  uid?: string;
  /** The saved village with the regions above it (edit form). */
  wilayah?: WilayahDetail;
}

/**
 * The patient's data in four sections (Identitas, Alamat, Kontak & Penanggung Jawab, Data Lain),
 * for the new-patient form and the edit form alike. Reads the form from FormProvider.
 */
export function PasienForm({ uid, wilayah }: Props) {
  return (
    <>
      <Bagian judul="Identitas">
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTeks<PasienFormIn>
            name="nama"
            label="Nama Lengkap"
            required
            helperText="Sesuai KTP/KK, tanpa sapaan (Tn., Ny.); bayi: By. Ny. <nama ibu>"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormPilih<PasienFormIn> name="jenis_kelamin" label="Jenis Kelamin" required pilihan={P_JK} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NikField {...(uid ? { kecuali: uid } : {})} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTeks<PasienFormIn>
            name="no_bpjs"
            label="No. Kartu BPJS"
            helperText="13 digit; kosongkan bila bukan peserta"
            ubah={(v) => v.replace(/[^\d\s]/g, '')}
          />
        </Grid>
        <Grid size={separuh}>
          <FormTeks<PasienFormIn> name="tempat_lahir" label="Tempat Lahir" />
        </Grid>
        <Grid size={separuh}>
          <FormTanggal<PasienFormIn> name="tanggal_lahir" label="Tanggal Lahir" required noMin />
        </Grid>
        <Grid size={12}>
          <FormTeks<PasienFormIn>
            name="nama_ibu"
            label="Nama Ibu Kandung"
            helperText="Membantu membedakan pasien dengan nama dan tanggal lahir yang sama"
          />
        </Grid>
      </Bagian>

      <Bagian judul="Alamat">
        <Grid size={12}>
          <FormTeks<PasienFormIn>
            name="alamat"
            label="Alamat"
            required
            helperText="Nama jalan, nomor rumah, blok, atau dusun/kampung"
          />
        </Grid>
        <Grid size={sepertiga}>
          <FormTeks<PasienFormIn> name="rt" label="RT" ubah={(v) => v.replace(/\D/g, '')} />
        </Grid>
        <Grid size={sepertiga}>
          <FormTeks<PasienFormIn> name="rw" label="RW" ubah={(v) => v.replace(/\D/g, '')} />
        </Grid>
        <Grid size={sepertiga}>
          <FormTeks<PasienFormIn> name="kode_pos" label="Kode Pos" ubah={(v) => v.replace(/\D/g, '')} />
        </Grid>
        <Grid size={12}>
          <WilayahField {...(wilayah ? { awal: wilayah } : {})} />
        </Grid>
      </Bagian>

      <Bagian judul="Kontak & Penanggung Jawab">
        <Grid size={separuh}>
          <FormTeks<PasienFormIn> name="no_hp" label="No. HP" helperText="Contoh 0812 3456 7890" />
        </Grid>
        <Grid size={separuh}>
          <FormTeks<PasienFormIn> name="email" label="Email" />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <FormTeks<PasienFormIn>
            name="pj_nama"
            label="Nama Penanggung Jawab"
            helperText="Keluarga yang dihubungi dalam keadaan darurat"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormPilih<PasienFormIn>
            name="pj_hubungan"
            label="Hubungan"
            pilihan={P_HUBUNGAN}
            kosong="Tidak diisi"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormTeks<PasienFormIn> name="pj_no_hp" label="No. HP Penanggung Jawab" />
        </Grid>
      </Bagian>

      <Bagian judul="Data Lain">
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormPilih<PasienFormIn>
            name="golongan_darah"
            label="Gol. Darah"
            pilihan={P_DARAH}
            kosong="Tidak diketahui"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <FormPilih<PasienFormIn> name="rhesus" label="Rhesus" pilihan={P_RHESUS} kosong="Tidak diketahui" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPilih<PasienFormIn> name="agama" label="Agama" pilihan={P_AGAMA} kosong="Tidak diisi" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPilih<PasienFormIn>
            name="status_perkawinan"
            label="Status Perkawinan"
            pilihan={P_KAWIN}
            kosong="Tidak diisi"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormPilih<PasienFormIn>
            name="pendidikan"
            label="Pendidikan Terakhir"
            pilihan={P_PENDIDIKAN}
            kosong="Tidak diisi"
          />
        </Grid>
        <Grid size={12}>
          <PekerjaanField />
        </Grid>
        <Grid size={12}>
          <AlergiField />
        </Grid>
        <Grid size={12}>
          <FormTeks<PasienFormIn> name="catatan" label="Catatan" multiline />
        </Grid>
        {uid ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPilih<PasienFormIn>
              name="status"
              label="Status Pasien"
              pilihan={P_STATUS}
              helperText="Meninggal: pasien tidak dapat didaftarkan ke layanan lagi"
            />
          </Grid>
        ) : null}
      </Bagian>
    </>
  );
}
