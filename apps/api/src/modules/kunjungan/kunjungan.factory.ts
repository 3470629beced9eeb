import { queryRows, type TestApp } from '../../test/harness.ts';
import { bodyPasien } from '../pasien/pasien.factory.ts';

/** Monday 7 January 2030, 08:00 WIB: far from the demo seed's own day. */
export const SENIN = '2030-01-07';
export const JAM_SENIN = new Date('2030-01-07T01:00:00Z');

export type Method = 'GET' | 'POST' | 'PUT';

export function pemanggil(t: TestApp) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
}

/** Clinic uids by code and doctor uids by name, from the demo master data. */
export async function masterDemo(t: TestApp) {
  const poli = await queryRows<{ uid: string; kode: string }>(
    t,
    "select uid, kode from poli where status = 'AKTIF'",
  );
  const dokter = await queryRows<{ uid: string; nama: string }>(
    t,
    'select p.uid, p.nama from pegawai p join dokter d on d.pegawai_uid = p.uid',
  );
  const poliUid = (kode: string) => {
    const p = poli.find((x) => x.kode === kode);
    if (!p) throw new Error(`poli ${kode}`);
    return p.uid;
  };
  const dokterUid = (nama: string) => {
    const d = dokter.find((x) => x.nama === nama);
    if (!d) throw new Error(`dokter ${nama}`);
    return d.uid;
  };
  return { poliUid, dokterUid };
}

/** `n` new patients through the patient API; their uids. */
export async function buatPasienUji(
  t: TestApp,
  cookie: string,
  n: number,
  awalan = 'Pasien Antri',
): Promise<string[]> {
  const call = pemanggil(t);
  const uids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call('POST', '/pasien', cookie, bodyPasien({ nama: `${awalan} ${i + 1}` }));
    if (res.statusCode !== 201) throw new Error(`pasien: ${res.statusCode} ${res.body}`);
    uids.push(res.json().respon.uid);
  }
  return uids;
}

export const nilaiNomor = async (t: TestApp, kunci: string) =>
  Number(
    (await queryRows<{ nilai: string }>(t, `select nilai from nomor_urut where kunci = '${kunci}'`))[0]
      ?.nilai ?? 0,
  );
