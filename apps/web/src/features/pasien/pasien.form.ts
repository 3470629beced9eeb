import type { Pasien, pasienUpdateSchema } from '@rawat/domain';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';

/** The patient form's values: the PUT body as typed (status is only on the edit form). */
export type PasienFormIn = z.input<typeof pasienUpdateSchema>;
export type PasienFormOut = z.output<typeof pasienUpdateSchema>;

/** Every field, so a server 400/409 can land on it. */
export const FIELDS_PASIEN: readonly Path<PasienFormIn>[] = [
  'nama',
  'nik',
  'no_bpjs',
  'jenis_kelamin',
  'tempat_lahir',
  'tanggal_lahir',
  'golongan_darah',
  'rhesus',
  'agama',
  'status_perkawinan',
  'pendidikan',
  'pekerjaan',
  'no_hp',
  'email',
  'alamat',
  'rt',
  'rw',
  'kode_pos',
  'provinsi_kode',
  'kabupaten_kode',
  'kecamatan_kode',
  'desa_kode',
  'nama_ibu',
  'pj_nama',
  'pj_hubungan',
  'pj_no_hp',
  'alergi',
  'catatan',
  'status',
];

/** Empty text for empty fields: the selects show their label and the schema turns '' into null. */
export function nilaiAwalPasien(p: Pasien | null): PasienFormIn {
  return {
    nama: p?.nama ?? '',
    nik: p?.nik ?? '',
    no_bpjs: p?.no_bpjs ?? '',
    // Unchosen until chosen; the schema asks for a choice.
    jenis_kelamin: p?.jenis_kelamin ?? ('' as PasienFormIn['jenis_kelamin']),
    tempat_lahir: p?.tempat_lahir ?? '',
    tanggal_lahir: p?.tanggal_lahir ?? '',
    golongan_darah: p?.golongan_darah ?? '',
    rhesus: p?.rhesus ?? '',
    agama: p?.agama ?? '',
    status_perkawinan: p?.status_perkawinan ?? '',
    pendidikan: p?.pendidikan ?? '',
    pekerjaan: p?.pekerjaan ?? '',
    no_hp: p?.no_hp ?? '',
    email: p?.email ?? '',
    alamat: p?.alamat ?? '',
    rt: p?.rt ?? '',
    rw: p?.rw ?? '',
    kode_pos: p?.kode_pos ?? '',
    provinsi_kode: p?.provinsi_kode ?? '',
    kabupaten_kode: p?.kabupaten_kode ?? '',
    kecamatan_kode: p?.kecamatan_kode ?? '',
    desa_kode: p?.desa_kode ?? '',
    nama_ibu: p?.nama_ibu ?? '',
    pj_nama: p?.pj_nama ?? '',
    pj_hubungan: p?.pj_hubungan ?? '',
    pj_no_hp: p?.pj_no_hp ?? '',
    alergi: p?.alergi ?? [],
    catatan: p?.catatan ?? '',
    ...(p ? { status: p.status } : {}),
  };
}
