import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AkunTautan,
  type ApiMaster,
  JENIS_KELAMIN,
  type JenisKelamin,
  jabatanApi,
  type Karyawan,
  type KaryawanInput,
  karyawanApi,
  type karyawanInputSchema,
  LABEL_JENIS_KELAMIN,
  type MasterDasar,
  unitApi,
} from '@rawat/domain';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useMasterAktif } from '../../../api/master.ts';
import { FormPilih, FormTanggal, FormTeks } from '../../../ui/form/fields.tsx';
import { FormKode } from '../../../ui/master/FormKode.tsx';
import { useAkunTautan, useKaryawanTanpaProfil } from './sdm.api.ts';

/** A form's values: the contract's input, with '' for a sex not chosen yet (no silent default). */
export type FormDari<S extends z.ZodType> = Omit<z.input<S>, 'jenis_kelamin'> & {
  jenis_kelamin: JenisKelamin | '';
};

/** The contract as the form's resolver: the same rules, typed for the form's values. */
export const skemaForm = <In, Out>(s: z.ZodType<Out>) => s as unknown as z.ZodType<Out, In>;

/** The employee fields of every staff form, as the form holds them (strings; '' for none). */
export type IdentitasIn = Omit<FormDari<typeof karyawanInputSchema>, 'jenis_pegawai'> & {
  pegawai_uid?: string;
};
type Identitas = Omit<KaryawanInput, 'jenis_pegawai'>;

export const FIELDS_IDENTITAS = [
  'kode',
  'nama',
  'gelar_depan',
  'gelar_belakang',
  'nik',
  'jenis_kelamin',
  'tempat_lahir',
  'tanggal_lahir',
  'telepon',
  'email',
  'alamat',
  'jabatan_uid',
  'unit_uid',
  'tanggal_masuk',
  'akun_uid',
  'keterangan',
  'pegawai_uid',
] as const;

/** The identity values of an employee (or empty ones for a new person). */
export function nilaiIdentitas(k: Partial<Identitas> | null): Required<Omit<IdentitasIn, 'pegawai_uid'>> {
  return {
    kode: k?.kode ?? '',
    nama: k?.nama ?? '',
    gelar_depan: k?.gelar_depan ?? '',
    gelar_belakang: k?.gelar_belakang ?? '',
    nik: k?.nik ?? '',
    jenis_kelamin: k?.jenis_kelamin ?? '',
    tempat_lahir: k?.tempat_lahir ?? '',
    tanggal_lahir: k?.tanggal_lahir ?? '',
    telepon: k?.telepon ?? '',
    email: k?.email ?? '',
    alamat: k?.alamat ?? '',
    jabatan_uid: k?.jabatan_uid ?? '',
    unit_uid: k?.unit_uid ?? '',
    tanggal_masuk: k?.tanggal_masuk ?? '',
    akun_uid: k?.akun_uid ?? '',
    keterangan: k?.keterangan ?? '',
  };
}

/** A section title spanning the dialog's grid. */
export function Bagian({ judul, keterangan }: { judul: string; keterangan?: ReactNode }) {
  return (
    <Grid size={12}>
      <Divider sx={{ mb: 1 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {judul}
      </Typography>
      {keterangan ? (
        <Typography variant="caption" color="text.secondary">
          {keterangan}
        </Typography>
      ) : null}
    </Grid>
  );
}

/** Active records of a master list for a select, keeping the record's current (maybe retired) one. */
function usePilihan(
  api: Pick<ApiMaster<MasterDasar>, 'daftar'>,
  sekarang: { uid: string | null; nama: string | null } | undefined,
) {
  const q = useMasterAktif(api);
  const pilihan = (q.data ?? []).map((r) => ({ value: r.uid, label: r.nama }));
  if (sekarang?.uid && !pilihan.some((p) => p.value === sekarang.uid))
    pilihan.push({ value: sekarang.uid, label: `${sekarang.nama ?? 'Data lama'} (nonaktif)` });
  return pilihan;
}

/** The login account picker: an account held by another active employee is shown but not offered. */
function FormAkun({ kecuali }: { kecuali: string | undefined }) {
  const { control } = useFormContext<IdentitasIn>();
  const akun = useAkunTautan();
  const opsi = akun.data ?? [];
  return (
    <Controller
      control={control}
      name="akun_uid"
      render={({ field, fieldState }) => (
        <Autocomplete<AkunTautan, false, false, false>
          options={opsi}
          value={opsi.find((a) => a.uid === field.value) ?? null}
          onChange={(_, a) => field.onChange(a?.uid ?? '')}
          onBlur={field.onBlur}
          loading={akun.isLoading}
          loadingText="Memuat…"
          noOptionsText="Akun tidak ditemukan"
          getOptionLabel={(a) => `${a.username} – ${a.nama}`}
          getOptionDisabled={(a) => Boolean(a.pegawai_uid && a.pegawai_uid !== kecuali)}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          renderOption={({ key, ...props }, a) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Typography variant="body2">
                {a.username} – {a.nama}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {a.role}
                {a.pegawai_uid && a.pegawai_uid !== kecuali ? ` · dipakai ${a.pegawai_nama}` : ''}
                {a.status !== 'AKTIF' ? ' · nonaktif' : ''}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label="Akun Login"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Opsional; satu akun untuk satu karyawan aktif'}
            />
          )}
        />
      )}
    />
  );
}

/**
 * "Ambil dari data karyawan": a new doctor or nurse may be an employee already registered in
 * /kelola-karyawan; picking one fills the identity fields and saves onto that employee.
 */
function AmbilKaryawan() {
  const { control, reset, getValues } = useFormContext<IdentitasIn>();
  const daftar = useKaryawanTanpaProfil(true);
  const opsi = daftar.data ?? [];
  return (
    <Controller
      control={control}
      name="pegawai_uid"
      render={({ field, fieldState }) => (
        <Autocomplete<Karyawan, false, false, false>
          options={opsi}
          value={opsi.find((k) => k.uid === field.value) ?? null}
          onChange={(_, k) => {
            // Keep whatever the profile part of the form already holds.
            if (k) reset({ ...getValues(), ...nilaiIdentitas(k), pegawai_uid: k.uid });
            else field.onChange('');
          }}
          loading={daftar.isLoading}
          loadingText="Memuat…"
          noOptionsText="Tidak ada karyawan tanpa profil"
          getOptionLabel={(k) => `${k.kode} – ${k.nama_lengkap}`}
          isOptionEqualToValue={(a, b) => a.uid === b.uid}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label="Ambil dari Data Karyawan"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? 'Opsional; kosongkan untuk menambah karyawan baru sekaligus'
              }
            />
          )}
        />
      )}
    />
  );
}

interface Props {
  /** The employee being edited (its uid, and its current position, unit and account). */
  karyawan: Pick<Karyawan, 'uid' | 'jabatan_uid' | 'jabatan_nama' | 'unit_uid' | 'unit_nama'> | null;
  /** Offer "Ambil dari data karyawan" (new doctor or nurse). */
  ambilKaryawan?: boolean;
  /** The list whose /validasi checks the NIP (every staff list answers for all employees). */
  api?: Pick<ApiMaster, 'validasi'>;
}

/** The identity section shared by the employee, doctor and nurse forms. */
export function IdentitasFields({ karyawan, ambilKaryawan, api = karyawanApi }: Props) {
  const { control } = useFormContext<IdentitasIn>();
  const pegawaiUid = useWatch({ control, name: 'pegawai_uid' });
  const kecuali = karyawan?.uid ?? (pegawaiUid || undefined);
  const jabatan = usePilihan(
    jabatanApi,
    karyawan ? { uid: karyawan.jabatan_uid, nama: karyawan.jabatan_nama } : undefined,
  );
  const unit = usePilihan(
    unitApi,
    karyawan ? { uid: karyawan.unit_uid, nama: karyawan.unit_nama } : undefined,
  );
  return (
    <>
      {ambilKaryawan ? (
        <Grid size={12}>
          <AmbilKaryawan />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormKode<IdentitasIn>
          api={api}
          kecuali={kecuali}
          label="NIP"
          helperText="Nomor induk pegawai; unik di antara karyawan aktif"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTeks<IdentitasIn> name="nama" label="Nama (tanpa gelar)" required />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTeks<IdentitasIn> name="gelar_depan" label="Gelar Depan" helperText="Mis. dr., Ns., apt." />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTeks<IdentitasIn> name="gelar_belakang" label="Gelar Belakang" helperText="Mis. Sp.PD, S.Kep" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormPilih<IdentitasIn>
          name="jenis_kelamin"
          label="Jenis Kelamin"
          required
          pilihan={JENIS_KELAMIN.map((j) => ({ value: j, label: LABEL_JENIS_KELAMIN[j] }))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<IdentitasIn>
          name="nik"
          label="NIK"
          ubah={(v) => v.replace(/\D/g, '').slice(0, 16)}
          helperText="16 digit, sesuai KTP"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTeks<IdentitasIn> name="tempat_lahir" label="Tempat Lahir" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTanggal<IdentitasIn> name="tanggal_lahir" label="Tanggal Lahir" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<IdentitasIn> name="telepon" label="Telepon" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTeks<IdentitasIn> name="email" label="Email" />
      </Grid>
      <Grid size={12}>
        <FormTeks<IdentitasIn> name="alamat" label="Alamat" multiline />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<IdentitasIn>
          name="jabatan_uid"
          label="Jabatan"
          kosong="Belum ditentukan"
          pilihan={jabatan}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<IdentitasIn> name="unit_uid" label="Unit Kerja" kosong="Belum ditentukan" pilihan={unit} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTanggal<IdentitasIn> name="tanggal_masuk" label="Tanggal Masuk" noMax />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormAkun kecuali={kecuali} />
      </Grid>
      <Grid size={12}>
        <FormTeks<IdentitasIn> name="keterangan" label="Keterangan" multiline />
      </Grid>
    </>
  );
}
