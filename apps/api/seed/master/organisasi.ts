import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import type { TabelMaster } from '../../src/modules/master/crud/crud.service.ts';
import {
  divisi,
  jabatan,
  lokasi,
  organisasi,
  unit,
} from '../../src/modules/master/organisasi/organisasi.tables.ts';

/** uid of each active record by code, so a second run links to the rows the first one made. */
async function uidPerKode(tx: DbOrTx, t: TabelMaster, kode: string[]): Promise<Record<string, string>> {
  const rows = (await tx
    .select({ uid: t.uid, kode: t.kode })
    .from(t)
    .where(and(inArray(t.kode, kode), eq(t.status, 'AKTIF')))) as { uid: string; kode: string }[];
  return Object.fromEntries(rows.map((r) => [r.kode, r.uid]));
}

function uid(peta: Record<string, string>, kode: string): string {
  const v = peta[kode];
  if (!v) throw new Error(`seed organisasi: kode ${kode} tidak ditemukan`);
  return v;
}

/**
 * RSU Rawat Sehat, owned by its foundation: buildings and floors, the five divisions, the usual
 * positions and the units other masters (staff, polyclinics) point at. Idempotent.
 */
export async function seedOrganisasi(tx: DbOrTx): Promise<void> {
  await tx
    .insert(organisasi)
    .values({
      kode: 'YRSN',
      nama: 'Yayasan Rawat Sehat Nusantara',
      jenis: 'YAYASAN',
      keterangan: 'Badan hukum pemilik RSU Rawat Sehat',
    })
    .onConflictDoNothing();
  const yayasan = uid(await uidPerKode(tx, organisasi, ['YRSN']), 'YRSN');
  await tx
    .insert(organisasi)
    .values({ kode: 'RSURS', nama: 'RSU Rawat Sehat', jenis: 'RUMAH_SAKIT', induk_uid: yayasan })
    .onConflictDoNothing();
  const rs = uid(await uidPerKode(tx, organisasi, ['RSURS']), 'RSURS');

  const lokasiBaru = [
    {
      kode: 'GA-L1',
      nama: 'Gedung A Lantai 1',
      gedung: 'Gedung A',
      lantai: '1',
      keterangan: 'IGD, pendaftaran, rawat jalan',
    },
    {
      kode: 'GA-L2',
      nama: 'Gedung A Lantai 2',
      gedung: 'Gedung A',
      lantai: '2',
      keterangan: 'Laboratorium dan radiologi',
    },
    {
      kode: 'GA-L3',
      nama: 'Gedung A Lantai 3',
      gedung: 'Gedung A',
      lantai: '3',
      keterangan: 'Manajemen dan keuangan',
    },
    {
      kode: 'GB-L1',
      nama: 'Gedung B Lantai 1',
      gedung: 'Gedung B',
      lantai: '1',
      keterangan: 'Farmasi dan hemodialisa',
    },
    {
      kode: 'GB-L2',
      nama: 'Gedung B Lantai 2',
      gedung: 'Gedung B',
      lantai: '2',
      keterangan: 'Ruang rawat inap',
    },
    {
      kode: 'GB-L3',
      nama: 'Gedung B Lantai 3',
      gedung: 'Gedung B',
      lantai: '3',
      keterangan: 'Ruang rawat inap',
    },
    {
      kode: 'GC',
      nama: 'Gedung C (Penunjang)',
      gedung: 'Gedung C',
      lantai: '1',
      keterangan: 'Dapur gizi, laundry, gudang',
    },
  ];
  await tx
    .insert(lokasi)
    .values(lokasiBaru.map((l) => ({ ...l, organisasi_uid: rs })))
    .onConflictDoNothing();

  const divisiBaru = [
    { kode: 'YANMED', nama: 'Pelayanan Medis', kepala: 'dr. Hendra Wijaya, Sp.PD' },
    { kode: 'KEP', nama: 'Keperawatan', kepala: 'Ns. Sri Wahyuni, S.Kep' },
    { kode: 'JANGMED', nama: 'Penunjang Medis', kepala: 'dr. Ratna Sari, Sp.PK' },
    { kode: 'KEU', nama: 'Keuangan', kepala: 'Budi Santoso, S.E., Ak.' },
    { kode: 'UMSDM', nama: 'Umum dan SDM', kepala: 'Dewi Lestari, S.H.' },
  ];
  await tx
    .insert(divisi)
    .values(divisiBaru.map((d) => ({ ...d, organisasi_uid: rs })))
    .onConflictDoNothing();

  await tx
    .insert(jabatan)
    .values([
      { kode: 'DIR', nama: 'Direktur', jenis: 'STRUKTURAL', tingkat: 1 },
      { kode: 'WADIR', nama: 'Wakil Direktur', jenis: 'STRUKTURAL', tingkat: 2 },
      { kode: 'KABID', nama: 'Kepala Bidang', jenis: 'STRUKTURAL', tingkat: 3 },
      { kode: 'KAINST', nama: 'Kepala Instalasi', jenis: 'STRUKTURAL', tingkat: 4 },
      { kode: 'KARU', nama: 'Kepala Ruangan', jenis: 'STRUKTURAL', tingkat: 5 },
      { kode: 'DRSP', nama: 'Dokter Spesialis', jenis: 'FUNGSIONAL', tingkat: 6 },
      { kode: 'DRUM', nama: 'Dokter Umum', jenis: 'FUNGSIONAL', tingkat: 7 },
      { kode: 'APT', nama: 'Apoteker', jenis: 'FUNGSIONAL', tingkat: 7 },
      { kode: 'PRWT', nama: 'Perawat', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'BIDAN', nama: 'Bidan', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'ANKES', nama: 'Analis Kesehatan', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'RADIO', nama: 'Radiografer', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'TTK', nama: 'Tenaga Teknis Kefarmasian', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'NUTRI', nama: 'Nutrisionis', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'PMIK', nama: 'Perekam Medis', jenis: 'FUNGSIONAL', tingkat: 8 },
      { kode: 'KASIR', nama: 'Kasir', jenis: 'PELAKSANA', tingkat: 9 },
      { kode: 'ADM', nama: 'Staf Administrasi', jenis: 'PELAKSANA', tingkat: 9 },
      { kode: 'IT', nama: 'Staf Teknologi Informasi', jenis: 'PELAKSANA', tingkat: 9 },
      { kode: 'PRAKARYA', nama: 'Pramu Kebersihan', jenis: 'PELAKSANA', tingkat: 10 },
      { kode: 'SATPAM', nama: 'Petugas Keamanan', jenis: 'PELAKSANA', tingkat: 10 },
    ])
    .onConflictDoNothing();

  const lok = await uidPerKode(
    tx,
    lokasi,
    lokasiBaru.map((l) => l.kode),
  );
  const div = await uidPerKode(
    tx,
    divisi,
    divisiBaru.map((d) => d.kode),
  );
  const u = (kode: string, nama: string, d: string, l: string) => ({
    kode,
    nama,
    divisi_uid: uid(div, d),
    lokasi_uid: uid(lok, l),
  });
  await tx
    .insert(unit)
    .values([
      u('IRJ', 'Instalasi Rawat Jalan', 'YANMED', 'GA-L1'),
      u('IGD', 'Instalasi Gawat Darurat', 'YANMED', 'GA-L1'),
      u('IRNA', 'Instalasi Rawat Inap', 'KEP', 'GB-L2'),
      u('HD', 'Hemodialisa', 'YANMED', 'GB-L1'),
      u('LAB', 'Laboratorium', 'JANGMED', 'GA-L2'),
      u('RAD', 'Radiologi', 'JANGMED', 'GA-L2'),
      u('FARM', 'Farmasi', 'JANGMED', 'GB-L1'),
      u('GIZI', 'Gizi', 'JANGMED', 'GC'),
      u('KASIR', 'Kasir', 'KEU', 'GA-L1'),
      u('RM', 'Rekam Medis', 'UMSDM', 'GA-L1'),
      u('IT', 'Teknologi Informasi', 'UMSDM', 'GA-L3'),
    ])
    .onConflictDoNothing();
}
