import { expect } from 'vitest';
import { queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, pemanggil, SENIN } from '../kunjungan/kunjungan.factory.ts';
import { mulaiSimulatorVclaim, type SimulatorVclaim } from './vclaim.simulator.ts';

// Shared set-up of the VClaim tests: the simulator (BPJS's "today" is the test Monday), VClaim's
// settings pointing at it, and a BPJS registration with a SEP.

export const KRED = { consId: '2000', rahasia: 'rahasia-uji-vclaim', userKey: 'kunci-uji-vclaim' };
export const PPK = '0114R999';

export async function mulaiSim(): Promise<SimulatorVclaim> {
  return mulaiSimulatorVclaim({ ...KRED, hariIni: () => SENIN });
}

export async function aturVclaim(t: TestApp, sim: SimulatorVclaim, admin: string) {
  const res = await pemanggil(t)('PUT', '/integrasi/bpjs-vclaim', admin, {
    url: sim.url,
    cons_id: KRED.consId,
    aktif: true,
    rahasia: KRED.rahasia,
    user_key: KRED.userKey,
    opsi: { kode_ppk: PPK },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A clock past every retry delay, for the worker's later passes. */
export const nanti =
  (menit = 60) =>
  () =>
    new Date(JAM_SENIN.getTime() + menit * 60_000);

/** The SEP fields the desk fills, with a referral the simulator knows for the card. */
export async function isianSep(t: TestApp, cookie: string, noKartu: string) {
  const res = await pemanggil(t)('GET', `/vclaim/rujukan?no_kartu=${noKartu}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json().respon[0];
  return {
    no_rujukan: r.no_rujukan as string,
    sep: {
      terbitkan: true,
      diag_awal: 'I10',
      no_telp: '081234567890',
      catatan: 'Kontrol hipertensi',
      asal_rujukan: r.asal,
      tgl_rujukan: r.tgl_kunjungan,
      ppk_rujukan: r.prov_perujuk.kode,
      nama_ppk_rujukan: r.prov_perujuk.nama,
    } as Record<string, unknown>,
  };
}

/** A BPJS registration at Poli Penyakit Dalam (dr. Andi Pratama, DPJP 271845). */
export async function daftarBpjs(
  t: TestApp,
  cookie: string,
  noKartu: string,
  opsi: { sep?: Record<string, unknown> | null; no_rujukan?: string | null; nama?: string } = {},
) {
  const m = await masterDemo(t);
  const [pasienUid] = await buatPasienUji(t, cookie, 1, opsi.nama ?? `Peserta ${noKartu.slice(-4)}`);
  const isian = opsi.sep === undefined ? await isianSep(t, cookie, noKartu) : null;
  return pemanggil(t)('POST', '/pendaftaran', cookie, {
    pasien_uid: pasienUid,
    poli_uid: m.poliUid('INTERNA'),
    dokter_uid: m.dokterUid('Andi Pratama'),
    tanggal: SENIN,
    penjamin: 'BPJS',
    no_kartu: noKartu,
    no_rujukan: opsi.no_rujukan ?? isian?.no_rujukan ?? '0114U1630125P000001',
    ...(opsi.sep === null ? {} : { sep: opsi.sep ?? isian?.sep }),
  });
}

export const sepKartu = (sim: SimulatorVclaim, noKartu: string) =>
  sim.sep().filter((s) => s.t_sep.noKartu === noKartu && !s.dihapus);

export const barisSep = async (t: TestApp, uid: string) =>
  (
    await queryRows<{
      status: string;
      no_sep: string | null;
      pesan_bpjs: string | null;
      kunjungan_uid: string;
    }>(t, `select status, no_sep, pesan_bpjs, kunjungan_uid from bpjs_sep where uid = '${uid}'`)
  )[0];
