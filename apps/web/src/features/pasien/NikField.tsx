import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  bacaNik,
  type DuplikatPasien,
  formatTanggalNik,
  LABEL_JENIS_KELAMIN,
  periksaNik,
  tanggalLahirDariNik,
} from '@rawat/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { TextInput } from '../../ui/TextInput.tsx';
import { cekDuplikat, useWilayah } from './pasien.api.ts';
import type { PasienFormIn } from './pasien.form.ts';

/** What the typed NIK says, live: its parts, or the first part that cannot be right. */
function bacaan(nik: string, tanggalLahir: string | undefined | null, jk: string | undefined | null) {
  const angka = nik.replace(/\s/g, '');
  if (!angka) return { jenis: 'kosong' as const };
  if (!/^\d*$/.test(angka) || angka.length > 16)
    return { jenis: 'salah' as const, pesan: 'NIK harus 16 digit angka' };
  if (angka.length < 16) return { jenis: 'mengetik' as const, pesan: `${angka.length}/16 digit` };
  const hasil = bacaNik(angka);
  if (!hasil.ok) return { jenis: 'salah' as const, pesan: hasil.pesan };
  const kelamin = jk === 'L' || jk === 'P' ? jk : null;
  const cocok = periksaNik(angka, { tanggal_lahir: tanggalLahir || null, jenis_kelamin: kelamin });
  return { jenis: 'terbaca' as const, info: hasil.info, angka, cocok };
}

/**
 * The NIK field with the domain rule run as the person types: the sex, birth date and issuing
 * kecamatan it encodes, filled into an empty birth date and sex as soon as it is read whole, a
 * mismatch with the birth date or sex in the form (with a button to take the NIK's), and a
 * patient who already holds this NIK. The region selects follow it too (WilayahField).
 */
export function NikField({ kecuali }: { kecuali?: string }) {
  const { control, setValue, getValues, getFieldState, trigger } = useFormContext<PasienFormIn>();
  const [nik, tanggalLahir, jk] = useWatch({ control, name: ['nik', 'tanggal_lahir', 'jenis_kelamin'] });
  const b = bacaan(nik ?? '', tanggalLahir, jk);
  const kecamatan = useWilayah(b.jenis === 'terbaca' ? b.info.kode_kecamatan : null);
  const [pemilik, setPemilik] = useState<DuplikatPasien | null>(null);
  const angka = b.jenis === 'terbaca' ? b.angka : null;

  // A NIK already registered is worth knowing before the rest of the form is typed.
  useEffect(() => {
    setPemilik(null);
    if (!angka) return;
    let batal = false;
    cekDuplikat({ nik: angka, ...(kecuali ? { kecuali } : {}) })
      .then((d) => {
        if (!batal) setPemilik(d.find((x) => x.alasan.includes('NIK_SAMA')) ?? null);
      })
      // A courtesy check: saving still answers 409 for a taken NIK.
      .catch(() => undefined);
    return () => {
      batal = true;
    };
  }, [angka, kecuali]);

  // A NIK refused for not fitting the birth date or sex is checked again when either changes
  // (the form re-validates only the field being edited).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs because the birth date or sex changed
  useEffect(() => {
    if (getFieldState('nik').error) void trigger('nik');
  }, [tanggalLahir, jk, getFieldState, trigger]);

  // A NIK read whole fills an empty birth date and sex at once: the desk copies the KTP, and the
  // NIK already says both (docs/pasien.md "NIK"). What the person typed is never overwritten; a
  // mismatch shows on the field with a button to take the NIK's values.
  const info = b.jenis === 'terbaca' ? b.info : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per NIK read, not per keystroke elsewhere
  useEffect(() => {
    if (!info) return;
    const opsi = { shouldValidate: true, shouldDirty: true };
    if (!getValues('tanggal_lahir')) setValue('tanggal_lahir', tanggalLahirDariNik(info), opsi);
    if (!getValues('jenis_kelamin')) setValue('jenis_kelamin', info.jenis_kelamin, opsi);
  }, [angka]);

  const pakaiDataNik = () => {
    if (b.jenis !== 'terbaca') return;
    const opsi = { shouldValidate: true, shouldDirty: true };
    setValue('tanggal_lahir', tanggalLahirDariNik(b.info), opsi);
    setValue('jenis_kelamin', b.info.jenis_kelamin, opsi);
    setValue('nik', b.angka, opsi);
  };

  let petunjuk: ReactNode = 'Kosongkan untuk bayi atau pasien tanpa identitas';
  if (b.jenis === 'mengetik') petunjuk = b.pesan;
  if (b.jenis === 'terbaca') {
    const wilayah = kecamatan.data
      ? `${kecamatan.data.nama}, ${kecamatan.data.kabupaten?.nama ?? ''}`
      : `kecamatan ${b.info.kode_kecamatan}`;
    petunjuk = (
      <Box component="span" sx={{ color: b.cocok ? 'error.main' : 'success.main' }}>
        {b.cocok ??
          `Menurut NIK: ${LABEL_JENIS_KELAMIN[b.info.jenis_kelamin]}, lahir ${formatTanggalNik(b.info)}, ${wilayah}`}
      </Box>
    );
  }
  const berbeda = b.jenis === 'terbaca' && Boolean(b.cocok);

  return (
    <>
      <Controller
        control={control}
        name="nik"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v.replace(/[^\d\s]/g, ''))}
            label="NIK"
            fullWidth
            autoComplete="off"
            error={fieldState.error?.message ?? (b.jenis === 'salah' ? b.pesan : undefined)}
            helperText={petunjuk}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
          />
        )}
      />
      {berbeda ? (
        <Button size="small" onClick={pakaiDataNik} sx={{ mt: 0.5 }}>
          Pakai tanggal lahir &amp; jenis kelamin dari NIK
        </Button>
      ) : null}
      {pemilik ? (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button component={Link} to={`/detailpasien/${pemilik.pasien.uid}`} color="inherit" size="small">
              Buka
            </Button>
          }
        >
          NIK ini sudah terdaftar atas pasien <b>{pemilik.pasien.no_rm}</b> {pemilik.pasien.nama}
        </Alert>
      ) : null}
    </>
  );
}
