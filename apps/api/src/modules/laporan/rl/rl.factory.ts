import { expect } from 'vitest';
import { panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { bodyPasien } from '../../pasien/pasien.factory.ts';

// Known months for the RL tests: patients and finished services written straight into the tables
// (their days lie before the test clock's today, which the forms would refuse).

export type Dx = [kode: string, nama: string, jenis: string, kasus: string];
export interface LayananRl {
  kunjungan_uid: string;
  layanan_uid: string;
}

export async function pasienRl(t: TestApp, cookie: string, nama: string, jk: 'L' | 'P', lahir: string) {
  const res = await panggil(() => t)('POST', '/pasien', cookie, bodyPasien({ nama, jenis_kelamin: jk }));
  expect(res.statusCode, res.body).toBe(201);
  const uid = res.json().respon.uid as string;
  // Set afterwards: the patient form refuses a birth date after the machine's today.
  await queryRows(t, `update pasien set tanggal_lahir = '${lahir}' where uid = '${uid}'`);
  return uid;
}

export async function diagnosisRl(t: TestApp, r: LayananRl, pasienUid: string, dx: Dx[]) {
  for (const [kode, nama, jenis, kasus] of dx)
    await queryRows(
      t,
      `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis, kasus)
       values ('${r.kunjungan_uid}', '${r.layanan_uid}', '${pasienUid}', '${kode}', '${nama}', '${jenis}', '${kasus}')`,
    );
}

/** A finished outpatient (or IGD, by the clinic) service with its diagnoses. */
export async function layananRl(t: TestApp, pasienUid: string, poli: string, tanggal: string, dx: Dx[]) {
  const [r] = await queryRows<LayananRl>(
    t,
    `with k as (insert into kunjungan (pasien_uid, tanggal, penjamin, status) values ('${pasienUid}', '${tanggal}', 'UMUM', 'SELESAI') returning uid),
          l as (insert into layanan (kunjungan_uid, pasien_uid, tanggal, poli_uid, jenis, status)
                select k.uid, '${pasienUid}', '${tanggal}', p.uid, case when p.jenis = 'IGD' then 'GAWAT_DARURAT' else 'RAWAT_JALAN' end, 'SELESAI'
                  from k, poli p where p.kode = '${poli}' returning uid, kunjungan_uid)
     select kunjungan_uid, uid as layanan_uid from l`,
  );
  if (!r) throw new Error('layanan');
  await diagnosisRl(t, r, pasienUid, dx);
  return r;
}

/** The coder's confirmed primary diagnosis, replacing the doctor's in the reports. */
export async function kodingRl(t: TestApp, r: LayananRl, pasienUid: string, kode: string, nama: string) {
  await queryRows(
    t,
    `insert into koding (layanan_uid, kunjungan_uid, pasien_uid, diagnosis, prosedur, nama_pengkode)
     values ('${r.layanan_uid}', '${r.kunjungan_uid}', '${pasienUid}',
             '${JSON.stringify([{ kode, nama, jenis: 'UTAMA' }])}'::jsonb, '[]'::jsonb, 'Petugas Koding')`,
  );
}
