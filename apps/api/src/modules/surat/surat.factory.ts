import type { IsiSuratMasukan } from '@rawat/domain';
import { queryRows, type TestApp } from '../../test/harness.ts';
import { SENIN } from '../kunjungan/kunjungan.factory.ts';

export type Method = 'GET' | 'POST' | 'PUT';

/** Requests to the letters' own base, /api/surat/v1. */
export function panggilSurat(t: () => TestApp) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/surat/v1${url}`,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
}

/** The employee uid behind a demo login ('dokter' is dr. Andi Pratama, Sp.PD). */
export async function pegawaiAkun(t: TestApp, username: string): Promise<string> {
  const [r] = await queryRows<{ uid: string }>(
    t,
    `select p.uid from pegawai p join akun a on a.uid = p.akun_uid where a.username = '${username}'`,
  );
  if (!r) throw new Error(`pegawai ${username}`);
  return r.uid;
}

/** The employee uid of a demo staff member by name (the midwife has no login). */
export async function pegawaiNama(t: TestApp, nama: string): Promise<string> {
  const [r] = await queryRows<{ uid: string }>(t, `select uid from pegawai where nama = '${nama}'`);
  if (!r) throw new Error(`pegawai ${nama}`);
  return r.uid;
}

/** A sick note for two days from the test Monday. */
export const isiSakit = (sampai = '2030-01-08'): IsiSuratMasukan => ({
  jenis: 'SAKIT',
  temuan: {
    tanda_vital: { td_sistolik: 120, td_diastolik: 80, suhu: 38.2 },
    pemeriksaan_fisik: 'Faring hiperemis',
    diagnosis: 'Demam tifoid',
    diagnosis_kode: 'A01.0',
  },
  istirahat_dari: SENIN,
  istirahat_sampai: sampai,
});

/** A fitness certificate (its own number run: SKBS). */
export const isiSehat = (): IsiSuratMasukan => ({
  jenis: 'SEHAT',
  temuan: { tanda_vital: { td_sistolik: 118, td_diastolik: 76, berat_badan: 60, tinggi_badan: 165 } },
  keperluan: 'PEKERJAAN',
  keperluan_rinci: 'Melamar kerja di PT Maju Jaya',
});

/** Rows of the letters' tables and the logs, to prove a refused request wrote nothing. */
export async function jejak(t: TestApp): Promise<number[]> {
  const [r] = await queryRows<{ s: number; a: number; l: number }>(
    t,
    `select (select count(*)::int from surat) s, (select count(*)::int from log_aktivitas where entitas = 'surat') a,
            (select count(*)::int from log_pasien) l`,
  );
  return [r?.s ?? -1, r?.a ?? -1, r?.l ?? -1];
}
