import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// Monday 7 January 2030, 14:00 WIB; the stay began at 10:00 WIB with DPJP dr. Andi (`dokter`).
const JAM = new Date('2030-01-07T07:00:00Z');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let stay: StayUji;

const url = (akhir = '') => `/ranap/perawatan/${stay.layanan_uid}/cppt${akhir}`;
const soap = {
  subjektif: 'Mual berkurang',
  objektif: 'TD 120/80',
  asesmen: 'Membaik',
  plan: 'Lanjut terapi',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM });
  for (const r of ['pendaftaran', 'perawat', 'dokter', 'dod', 'ahli_gizi', 'kasir', 'admin', 'rm'])
    akun[r] = await t.login(r);
  stay = await stayUji(t, akun.pendaftaran ?? '', { nama: 'Dewi Cppt' });
});
afterAll(() => t.close());

describe('CPPT', () => {
  let catatanPerawat: string;
  let koreksi: string;

  it('writes a signed note as the profession of the role', async () => {
    const res = await call('POST', url(), akun.perawat, { ...soap, instruksi: 'Observasi tiap 4 jam' });
    expect(res.statusCode).toBe(201);
    const n = res.json().respon;
    expect(n).toMatchObject({
      profesi: 'PERAWAT',
      nama_penulis: 'Ns. Intan Permata, S.Kep',
      waktu: JAM.toISOString(),
      instruksi: 'Observasi tiap 4 jam',
      verifikasi: null,
      boleh_koreksi: true,
      boleh_verifikasi: false,
    });
    catatanPerawat = n.uid;
    const gizi = await call('POST', url(), akun.ahli_gizi, { asesmen: 'Risiko malnutrisi sedang' });
    expect(gizi.json().respon.profesi).toBe('AHLI_GIZI');
    const audit = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'cppt.create' and entitas_id = '${n.uid}'`,
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('refuses an empty note, no session, a role without the permission and a non-clinical role', async () => {
    const sebelum = await countRows(t, 'cppt');
    const kosong = await call('POST', url(), akun.perawat, { instruksi: 'hanya instruksi' });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().errors[0].message).toBe('Isi minimal satu bagian S, O, A atau P');
    expect((await call('POST', url(), undefined, soap)).statusCode).toBe(401);
    expect((await call('POST', url(), akun.kasir, soap)).statusCode).toBe(403);
    expect((await call('POST', url(), akun.rm, soap)).statusCode).toBe(403);
    expect((await call('POST', url(), akun.admin, soap)).statusCode).toBe(403);
    expect((await call('GET', url(), akun.kasir)).statusCode).toBe(403);
    expect((await call('POST', '/ranap/perawatan/bukan/cppt', akun.perawat, soap)).statusCode).toBe(400);
    expect(await countRows(t, 'cppt')).toBe(sebelum);
  });

  it('amends by a new note; the old one is kept unchanged and marked', async () => {
    expect((await call('POST', url(`/${catatanPerawat}/koreksi`), akun.dokter, soap)).statusCode).toBe(403);
    const res = await call('POST', url(`/${catatanPerawat}/koreksi`), akun.perawat, {
      ...soap,
      objektif: 'TD 130/80',
    });
    expect(res.statusCode).toBe(201);
    koreksi = res.json().respon.uid;
    expect(res.json().respon).toMatchObject({ mengoreksi_uid: catatanPerawat, objektif: 'TD 130/80' });
    const [lama] = await queryRows<{ objektif: string }>(
      t,
      `select objektif from cppt where uid = '${catatanPerawat}'`,
    );
    expect(lama?.objektif).toBe('TD 120/80');
    const sebelum = await countRows(t, 'cppt');
    expect((await call('POST', url(`/${koreksi}/koreksi`), undefined, soap)).statusCode).toBe(401);
    expect((await call('POST', url(`/${koreksi}/koreksi`), akun.kasir, soap)).statusCode).toBe(403);
    expect((await call('POST', url(`/${koreksi}/koreksi`), akun.perawat, { plan: '' })).statusCode).toBe(400);
    expect((await call('POST', url('/bukan-uid/koreksi'), akun.perawat, soap)).statusCode).toBe(400);
    expect(await countRows(t, 'cppt')).toBe(sebelum);
    const dua = await call('POST', url(`/${catatanPerawat}/koreksi`), akun.perawat, soap);
    expect(dua.statusCode).toBe(409);
    expect(dua.json().code).toBe('cppt.sudah_dikoreksi');

    const list = (await call('GET', url(), akun.perawat)).json().respon;
    const old = list.find((c: { uid: string }) => c.uid === catatanPerawat);
    expect(old).toMatchObject({ dikoreksi_oleh_uid: koreksi, boleh_koreksi: false });
  });

  it('is verified by the DPJP only, never their own note, once', async () => {
    const bukan = await call('POST', url(`/${koreksi}/verifikasi`), akun.perawat);
    expect(bukan.statusCode).toBe(409);
    expect(bukan.json().code).toBe('cppt.bukan_dpjp');
    expect((await call('POST', url(`/${koreksi}/verifikasi`), akun.dod)).json().code).toBe('cppt.bukan_dpjp');

    const list = (await call('GET', url(), akun.dokter)).json().respon;
    expect(list.find((c: { uid: string }) => c.uid === koreksi).boleh_verifikasi).toBe(true);
    const ok = await call('POST', url(`/${koreksi}/verifikasi`), akun.dokter);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().respon.verifikasi).toEqual({ nama: 'dr. Andi Pratama, Sp.PD', pada: JAM.toISOString() });
    const lagi = await call('POST', url(`/${koreksi}/verifikasi`), akun.dokter);
    expect(lagi.json().code).toBe('cppt.sudah_diverifikasi');
    const dikoreksi = await call('POST', url(`/${catatanPerawat}/verifikasi`), akun.dokter);
    expect(dikoreksi.json().code).toBe('cppt.sudah_dikoreksi');

    const sendiri = await call('POST', url(), akun.dokter, soap);
    expect(sendiri.json().respon.profesi).toBe('DOKTER');
    const res = await call('POST', url(`/${sendiri.json().respon.uid}/verifikasi`), akun.dokter);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('cppt.catatan_sendiri');
    expect((await call('POST', url(`/${koreksi}/verifikasi`))).statusCode).toBe(401);
    expect((await call('POST', url(`/${koreksi}/verifikasi`), akun.kasir)).statusCode).toBe(403);
    expect((await call('POST', url('/bukan-uid/verifikasi'), akun.dokter)).statusCode).toBe(400);
  });

  it('lists newest first and locks once discharged with a final resume', async () => {
    const list = (await call('GET', url(), akun.rm)).json().respon;
    expect(list).toHaveLength(4);
    expect(list.every((c: { boleh_koreksi: boolean }) => !c.boleh_koreksi)).toBe(true);
    await queryRows(
      t,
      `update perawatan_inap set status = 'PULANG', pulang_pada = '2030-01-07T06:30:00Z' where uid = '${stay.perawatan_inap_uid}'`,
    );
    await queryRows(
      t,
      `insert into resume_medis (kunjungan_uid, layanan_uid, pasien_uid, jenis, status, isi)
       values ('${stay.kunjungan_uid}', '${stay.layanan_uid}', '${stay.pasien_uid}', 'RANAP', 'FINAL', '{}')`,
    );
    const sebelum = await countRows(t, 'cppt');
    const res = await call('POST', url(), akun.perawat, soap);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('resume.final');
    expect(await countRows(t, 'cppt')).toBe(sebelum);
  });
});
