import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Method, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { PNG_1PX } from '../penunjang/penunjang.factory.ts';
import { isiSakit, pegawaiAkun } from '../surat/surat.factory.ts';
import { penyediaTilaka } from './tilaka/penyedia-tilaka.ts';
import { mulaiSimulatorTilaka, type SimulatorTilaka } from './tilaka/tilaka.simulator.ts';

/**
 * Rawat with Tilaka configured (docs/esign.md "Penyedia tersertifikasi"): a registration goes to
 * the provider and is verified there; the provider checks the PIN and signs; Rawat counts wrong
 * PINs, stores the provider's signed PDF, and verifies it against the provider's root.
 */
let sim: SimulatorTilaka;
let t: TestApp;
const akun: Record<string, string> = {};
const PIN = '482615';

const surat = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/surat/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });

beforeAll(async () => {
  sim = await mulaiSimulatorTilaka({
    clientId: 'rawat-uji',
    clientSecret: 'rahasia-uji',
    pin: PIN,
    sekarang: () => JAM_SENIN,
  });
  t = await createTestApp({
    now: () => JAM_SENIN,
    penyediaTtd: penyediaTilaka({
      url: sim.url,
      clientId: 'rawat-uji',
      clientSecret: 'rahasia-uji',
      sekarang: () => JAM_SENIN,
      jedaCekMs: 20,
    }),
    akarPenyediaTtd: [sim.akarPem],
  });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'admin']) akun[r] = await t.login(r);
});
afterAll(async () => {
  await t?.close();
  await sim?.tutup();
});

describe('signing through Tilaka', () => {
  it('registers at the provider, waits for its verification, and signs a letter with the PIN the provider checks', async () => {
    const foto = `data:image/png;base64,${PNG_1PX.toString('base64')}`;
    const daftar = await surat('POST', '/esign/penanda', akun.dokter, {
      nik: '3273011507800001',
      nama_ktp: 'ANDI PRATAMA',
      email: 'andi@rs.test',
      telepon: '081234567890',
      foto_ktp: foto,
      selfie: foto,
      persetujuan: true,
      pin: PIN,
      pin_ulang: PIN,
    });
    expect(daftar.statusCode).toBe(201);
    expect(daftar.json().respon).toMatchObject({ penyedia: 'TILAKA', status: 'DIAJUKAN' });
    const [row] = await queryRows<{ id_penyedia: string }>(
      t,
      `select id_penyedia from esign_penanda where uid = '${daftar.json().respon.uid}'`,
    );
    expect(row?.id_penyedia).toBeTruthy();
    // Still being verified at Tilaka.
    expect((await surat('GET', '/esign/penanda/saya', akun.dokter)).json().respon.status).toBe('DIAJUKAN');
    sim.setujui(row?.id_penyedia ?? '');
    // Each look asks the provider; it answers 'in progress' until the certificate is issued.
    let status = '';
    for (let i = 0; i < 100 && status !== 'AKTIF'; i++) {
      status = (await surat('GET', '/esign/penanda/saya', akun.dokter)).json().respon.status;
      if (status !== 'AKTIF') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('AKTIF');

    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Tina Tilaka' });
    const dibuat = await surat('POST', '/surat', akun.perawat, {
      layanan_uid: l.layanan_uid,
      pegawai_uid: await pegawaiAkun(t, 'dokter'),
      isi: isiSakit(),
    });
    const suratUid = dibuat.json().respon.uid;
    await surat('POST', `/surat/${suratUid}/terbit`, akun.perawat);
    const p = (await surat('GET', `/esign/dokumen/SURAT/${suratUid}`, akun.perawat)).json().respon;
    expect(p.status).toBe('MENUNGGU');

    const salah = await surat('POST', '/esign/tandatangani', akun.dokter, { uids: [p.uid], pin: '000000' });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('Sisa percobaan 4');
    const benar = await surat('POST', '/esign/tandatangani', akun.dokter, { uids: [p.uid], pin: PIN });
    expect(benar.statusCode, benar.body).toBe(200);
    const v = (await surat('GET', `/esign/verifikasi/${p.uid}`)).json().respon;
    expect(v).toMatchObject({ ditandatangani: true, sah: true });
    expect(v.penanda[0].penerbit).toContain('Tilaka Simulator Root CA');
    // The wrong PIN's count is cleared by the right one.
    expect((await surat('GET', '/esign/penanda/saya', akun.dokter)).json().respon.pin_salah).toBe(0);
  });
});
