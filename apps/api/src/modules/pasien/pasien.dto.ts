import {
  type Agama,
  alamatSingkat,
  type GolonganDarah,
  type HubunganPenanggungJawab,
  type JenisKelamin,
  type Pasien,
  type PasienRingkas,
  type Pendidikan,
  type Rhesus,
  type StatusPasien,
  type StatusPerkawinan,
  samarkanNik,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { akun } from '../akun/akun.tables.ts';
import { pasien } from './pasien.tables.ts';

// Named columns (STYLE): `nama_cari` is an index helper and never leaves the module.
export const kolomPasien = {
  uid: pasien.uid,
  no_rm: pasien.no_rm,
  nama: pasien.nama,
  nik: pasien.nik,
  no_bpjs: pasien.no_bpjs,
  jenis_kelamin: pasien.jenis_kelamin,
  tempat_lahir: pasien.tempat_lahir,
  tanggal_lahir: pasien.tanggal_lahir,
  golongan_darah: pasien.golongan_darah,
  rhesus: pasien.rhesus,
  agama: pasien.agama,
  status_perkawinan: pasien.status_perkawinan,
  pendidikan: pasien.pendidikan,
  pekerjaan: pasien.pekerjaan,
  no_hp: pasien.no_hp,
  email: pasien.email,
  alamat: pasien.alamat,
  rt: pasien.rt,
  rw: pasien.rw,
  kode_pos: pasien.kode_pos,
  provinsi_kode: pasien.provinsi_kode,
  kabupaten_kode: pasien.kabupaten_kode,
  kecamatan_kode: pasien.kecamatan_kode,
  desa_kode: pasien.desa_kode,
  provinsi_nama: pasien.provinsi_nama,
  kabupaten_nama: pasien.kabupaten_nama,
  kecamatan_nama: pasien.kecamatan_nama,
  desa_nama: pasien.desa_nama,
  nama_ibu: pasien.nama_ibu,
  pj_nama: pasien.pj_nama,
  pj_hubungan: pasien.pj_hubungan,
  pj_no_hp: pasien.pj_no_hp,
  alergi: pasien.alergi,
  catatan: pasien.catatan,
  status: pasien.status,
  digabung_ke: pasien.digabung_ke,
  sementara: pasien.sementara,
  created_by: pasien.created_by,
  created_by_nama: akun.nama,
  created_at: pasien.created_at,
  updated_at: pasien.updated_at,
};

/** The patient rows with the name of the account that registered them; add a `where`. */
export function pilihPasien(db: DbOrTx) {
  return db.select(kolomPasien).from(pasien).leftJoin(akun, eq(akun.uid, pasien.created_by));
}
export type BarisPasien = Awaited<ReturnType<typeof pilihPasien>>[number];

export function toPasien(r: BarisPasien): Pasien {
  return {
    ...r,
    jenis_kelamin: r.jenis_kelamin as JenisKelamin,
    golongan_darah: r.golongan_darah as GolonganDarah | null,
    rhesus: r.rhesus as Rhesus | null,
    agama: r.agama as Agama | null,
    status_perkawinan: r.status_perkawinan as StatusPerkawinan | null,
    pendidikan: r.pendidikan as Pendidikan | null,
    pj_hubungan: r.pj_hubungan as HubunganPenanggungJawab | null,
    status: r.status as StatusPasien,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export const kolomRingkas = {
  uid: pasien.uid,
  no_rm: pasien.no_rm,
  nama: pasien.nama,
  jenis_kelamin: pasien.jenis_kelamin,
  tempat_lahir: pasien.tempat_lahir,
  tanggal_lahir: pasien.tanggal_lahir,
  nik: pasien.nik,
  no_bpjs: pasien.no_bpjs,
  no_hp: pasien.no_hp,
  alamat: pasien.alamat,
  rt: pasien.rt,
  rw: pasien.rw,
  desa_nama: pasien.desa_nama,
  kabupaten_nama: pasien.kabupaten_nama,
  nama_ibu: pasien.nama_ibu,
  status: pasien.status,
  sementara: pasien.sementara,
};

export interface BarisRingkas {
  uid: string;
  no_rm: string;
  nama: string;
  jenis_kelamin: string;
  tempat_lahir: string | null;
  tanggal_lahir: string;
  nik: string | null;
  no_bpjs: string | null;
  no_hp: string | null;
  alamat: string;
  rt: string | null;
  rw: string | null;
  desa_nama: string;
  kabupaten_nama: string;
  nama_ibu: string | null;
  status: string;
  sementara: boolean;
}

export function toRingkas(r: BarisRingkas): PasienRingkas {
  return {
    uid: r.uid,
    no_rm: r.no_rm,
    nama: r.nama,
    jenis_kelamin: r.jenis_kelamin as JenisKelamin,
    tempat_lahir: r.tempat_lahir,
    tanggal_lahir: r.tanggal_lahir,
    nik_tersamar: r.nik ? samarkanNik(r.nik) : null,
    no_bpjs: r.no_bpjs,
    no_hp: r.no_hp,
    alamat_singkat: alamatSingkat(r),
    nama_ibu: r.nama_ibu,
    status: r.status as StatusPasien,
    sementara: r.sementara,
  };
}
