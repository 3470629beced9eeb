import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp, type TestAppOutbox } from '../../test/harness.ts';
import { JAM_SENIN, masterDemo, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { panggilSurat, pegawaiAkun } from '../surat/surat.factory.ts';
import { pindaiRencanaKontrol } from './rencana-kontrol.ts';
import { aturVclaim, barisSep, daftarBpjs, isianSep, mulaiSim, nanti, sepKartu } from './vclaim.factory.ts';
import type { SimulatorVclaim } from './vclaim.simulator.ts';

// VClaim failing for a while loses nothing and sends nothing twice (docs/vclaim.md "Gangguan"):
// a SEP made while BPJS is down waits and is delivered once; a crash between BPJS's answer and our
// record finds the SEP BPJS already made; control letters become rencana kontrol.

let t: TestApp & TestAppOutbox;
let sim: SimulatorVclaim;
let call: ReturnType<typeof pemanggil>;
const surat = panggilSurat(() => t);
const akun: Record<string, string> = {};

beforeAll(async () => {
  [t, sim] = await Promise.all([createTestApp({ now: () => JAM_SENIN }), mulaiSim()]);
  call = pemanggil(t);
  for (const r of ['admin', 'pendaftaran', 'dokter']) akun[r] = await t.login(r);
  await aturVclaim(t, sim, akun.admin ?? '');
});
afterAll(async () => {
  await t.close();
  await sim.tutup();
});

const outboxSep = (uid: string) =>
  queryRows<{ kunci_unik: string; status: string; percobaan: number }>(
    t,
    `select kunci_unik, status, percobaan from outbox where kunci_unik like 'sep:${uid}:%' order by dibuat_pada`,
  );

describe('BPJS down', () => {
  it('registers with the SEP MENUNGGU; the worker delivers it later, once', async () => {
    const kartu = '0001234567904';
    // The referral is looked up while BPJS answers; then it fails every request.
    const isian = await isianSep(t, akun.pendaftaran ?? '', kartu);
    sim.aturGangguan('GAGAL');
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, {
      sep: { ...isian.sep, kelas_rawat: '3' },
      no_rujukan: isian.no_rujukan,
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().respon.sep;
    expect(s).toMatchObject({ status: 'MENUNGGU', no_sep: null });
    expect(await outboxSep(s.uid)).toEqual([
      { kunci_unik: `sep:${s.uid}:insert:1`, status: 'MENUNGGU', percobaan: 1 },
    ]);
    // Still down at the worker's next pass; the print waits for the number.
    await t.jalankanOutbox({ now: nanti(1) });
    expect((await call('GET', `/sep/${s.uid}/cetak`, akun.pendaftaran)).json().code).toBe(
      'vclaim.sep_belum_terbit',
    );
    sim.aturGangguan('NORMAL');
    await t.jalankanOutbox({ now: nanti(60) });
    expect(await barisSep(t, s.uid)).toMatchObject({ status: 'TERBIT' });
    expect(sepKartu(sim, kartu)).toHaveLength(1);
    await t.jalankanOutbox({ now: nanti(120) });
    expect(sepKartu(sim, kartu)).toHaveLength(1);
    expect((await call('GET', `/sep/${s.uid}/cetak`, akun.pendaftaran)).statusCode).toBe(200);
  });

  it('drops connections for two requests: the SEP is still made once', async () => {
    const kartu = '0001234567905';
    const isian = await isianSep(t, akun.pendaftaran ?? '', kartu);
    sim.aturGangguan('PUTUS', { jumlah: 2 });
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, {
      sep: { ...isian.sep, kelas_rawat: '2' },
      no_rujukan: isian.no_rujukan,
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().respon.sep;
    expect(s.status).toBe('MENUNGGU');
    await t.jalankanOutbox({ now: nanti(60) });
    expect(await barisSep(t, s.uid)).toMatchObject({ status: 'TERBIT' });
    expect(sepKartu(sim, kartu)).toHaveLength(1);
  });
});

describe('a crash between BPJS’s answer and our record', () => {
  for (const [judul, percobaan] of [
    ['a re-send after an attempt looks BPJS’s history up first', 1],
    ['BPJS’s "sudah terbit" is looked up and recorded', 0],
  ] as const)
    it(judul, async () => {
      const kartu = percobaan ? '0001234567907' : '0001234567909';
      const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu);
      expect(res.statusCode, res.body).toBe(201);
      const s = res.json().respon.sep;
      expect(s.status).toBe('TERBIT');
      // As if the server died after BPJS answered: our record of the answer is gone.
      for (const perintah of [
        `update bpjs_sep set status = 'MENUNGGU', no_sep = null, jawaban = null where uid = '${s.uid}'`,
        `update kunjungan set no_sep = null where uid = (select kunjungan_uid from bpjs_sep where uid = '${s.uid}')`,
        `update outbox set status = 'MENUNGGU', percobaan = ${percobaan}, coba_pada = now() - interval '1 day',
           terkirim_pada = null where kunci_unik = 'sep:${s.uid}:insert:1'`,
      ])
        await queryRows(t, perintah);
      await t.jalankanOutbox({ now: nanti(5) });
      expect(await barisSep(t, s.uid)).toMatchObject({ status: 'TERBIT', no_sep: s.no_sep });
      expect(sepKartu(sim, kartu)).toHaveLength(1);
      const [o] = await outboxSep(s.uid);
      expect(o?.status).toBe('TERKIRIM');
      const detail = await call('GET', `/sep/${s.uid}`, akun.pendaftaran);
      expect(detail.json().respon.riwayat_bpjs[0].pesan_galat).toContain(
        `SEP ${s.no_sep} yang sudah ada di BPJS dicatat`,
      );
      const k = await queryRows<{ no_sep: string }>(
        t,
        `select no_sep from kunjungan where uid = '${res.json().respon.kunjungan_uid}'`,
      );
      expect(k[0]?.no_sep).toBe(s.no_sep);
    });
});

describe('rencana kontrol from a BPJS control letter', () => {
  it('lands at BPJS once, and BPJS’s number is written into the letter', async () => {
    const kartu = '0001234567911';
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu);
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().respon;
    expect(r.sep.status).toBe('TERBIT');
    const m = await masterDemo(t);
    const drAndi = await pegawaiAkun(t, 'dokter');
    const draf = await surat('POST', '/surat', akun.pendaftaran, {
      layanan_uid: r.uid,
      pegawai_uid: drAndi,
      isi: {
        jenis: 'KONTROL',
        tanggal_kontrol: '2030-01-21',
        poli_uid: m.poliUid('INTERNA'),
        dokter_uid: drAndi,
        diagnosis: 'Hipertensi esensial',
        diagnosis_kode: 'I10',
        alasan: 'Evaluasi tekanan darah',
        bpjs: { noSEP: r.sep.no_sep },
      },
    });
    expect(draf.statusCode, draf.body).toBe(201);
    const uid = draf.json().respon.uid;
    // A draft is not BPJS's business.
    expect(await pindaiRencanaKontrol({ db: t.database.db, now: () => JAM_SENIN })).toBe(0);
    const terbit = await surat('POST', `/surat/${uid}/terbit`, akun.dokter, {});
    expect(terbit.statusCode, terbit.body).toBe(200);
    sim.aturGangguan('GAGAL', { jumlah: 1 });
    expect(await pindaiRencanaKontrol({ db: t.database.db, now: () => JAM_SENIN })).toBe(1);
    expect(await pindaiRencanaKontrol({ db: t.database.db, now: () => JAM_SENIN })).toBe(0);
    await t.jalankanOutbox({ now: nanti(1) });
    expect(sim.rencanaKontrol()).toHaveLength(0);
    await t.jalankanOutbox({ now: nanti(60) });
    const rk = sim.rencanaKontrol();
    expect(rk).toHaveLength(1);
    expect(rk[0]).toMatchObject({
      noSEP: r.sep.no_sep,
      kodeDokter: '271845',
      poliKontrol: 'INT',
      tglRencanaKontrol: '2030-01-21',
    });
    const isi = (await surat('GET', `/surat/${uid}`, akun.dokter)).json().respon.isi;
    expect(isi.bpjs.noSuratKontrol).toBe(rk[0]?.noSuratKontrol);
    // A crash after BPJS's answer: the re-send finds the plan BPJS holds instead of making another.
    await queryRows(
      t,
      `update surat set isi = jsonb_set(isi, '{bpjs,noSuratKontrol}', 'null') where uid = '${uid}'`,
    );
    await queryRows(
      t,
      `update outbox set status = 'MENUNGGU', percobaan = 1, coba_pada = now() - interval '1 day'
        where kunci_unik = 'rk:${uid}:insert'`,
    );
    await t.jalankanOutbox({ now: nanti(120) });
    expect(sim.rencanaKontrol()).toHaveLength(1);
    const lagi = (await surat('GET', `/surat/${uid}`, akun.dokter)).json().respon.isi;
    expect(lagi.bpjs.noSuratKontrol).toBe(rk[0]?.noSuratKontrol);

    // Cancelled without a replacement: BPJS's plan is deleted.
    const batal = await surat('POST', `/surat/${uid}/batal`, akun.dokter, {
      alasan: 'Pasien dirujuk balik ke FKTP',
    });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(await pindaiRencanaKontrol({ db: t.database.db, now: () => JAM_SENIN })).toBe(1);
    await t.jalankanOutbox({ now: nanti(180) });
    expect(sim.rencanaKontrol()[0]?.dihapus).toBe(true);
    expect(await pindaiRencanaKontrol({ db: t.database.db, now: () => JAM_SENIN })).toBe(0);
  });
});
