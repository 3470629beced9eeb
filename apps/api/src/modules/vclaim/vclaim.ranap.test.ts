import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { createTestApp, queryRows, type TestApp, type TestAppOutbox } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { bedUji, dpjpUji, katalogUji, persetujuan } from '../ranap/admisi/admisi.uji.ts';
import { pindaiPulangSep } from './sep-ranap.pulang.ts';
import { aturVclaim, barisSep, daftarBpjs, mulaiSim, nanti, PPK, sepKartu } from './vclaim.factory.ts';
import type { SimulatorVclaim } from './vclaim.simulator.ts';

// The inpatient SEP (docs/vclaim.md "SEP rawat inap"): a BPJS patient sent from the clinic to the
// ward gets an SPRI and an inpatient SEP with the admission, referring to the clinic's SEP; the
// discharge reaches BPJS as updtglplg; a lost answer never makes a second SPRI or SEP.

let t: TestApp & TestAppOutbox;
let sim: SimulatorVclaim;
let call: ReturnType<typeof pemanggil>;
let dpjp = '';
const akun: Record<string, string> = {};

beforeAll(async () => {
  [t, sim] = await Promise.all([createTestApp({ now: () => JAM_SENIN }), mulaiSim()]);
  call = pemanggil(t);
  for (const r of ['admin', 'pendaftaran', 'dokter']) akun[r] = await t.login(r);
  await aturVclaim(t, sim, akun.admin ?? '');
  await katalogUji(t);
  dpjp = await dpjpUji(t);
});
afterAll(async () => {
  await t.close();
  await sim.tutup();
});

/** A BPJS clinic visit with its SEP issued, which the doctor sends to the ward. */
async function rujukRanap(kartu: string, nama: string) {
  const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, { nama });
  expect(res.statusCode, res.body).toBe(201);
  const r = res.json().respon;
  expect(r.sep.status).toBe('TERBIT');
  await queryRows(t, `update antrian set status = 'WAITING_DOKTER' where layanan_uid = '${r.uid}'`);
  const tl = await call('PUT', `/pelayanan/${r.uid}/tindak-lanjut`, akun.dokter, {
    jenis: 'RANAP',
    kelas_diminta: 'KELAS_1',
    alasan: 'Dehidrasi berat',
  });
  expect(tl.statusCode, tl.body).toBe(201);
  return {
    layanan_uid: r.uid as string,
    no_sep: r.sep.no_sep as string,
    tindak_lanjut_uid: tl.json().respon.uid,
  };
}

const admisi = (tindakLanjut: string, bed: string, lain: Record<string, unknown> = {}) =>
  call('POST', '/ranap/admisi', akun.pendaftaran, {
    tindak_lanjut_uid: tindakLanjut,
    bed_uid: bed,
    dpjp_uid: dpjp,
    diagnosis_masuk: 'A09.9',
    persetujuan,
    kelas_hak: 'KELAS_2',
    penempatan: 'NAIK_KELAS',
    alasan_penempatan: 'Permintaan keluarga',
    terbitkan_sep: true,
    ...lain,
  });

const spriKartu = (kartu: string) =>
  sim.rencanaKontrol().filter((r) => r.noKartu === kartu && r.jnsKontrol === '1');

describe('admission with the inpatient SEP', () => {
  // Budi Santoso: entitled to class 2 (KELAS II at BPJS).
  const kartu = '0001234567891';
  let rajal: Awaited<ReturnType<typeof rujukRanap>>;
  let stay = '';
  let sepUid = '';

  it('asks the SPRI, then the SEP rawat inap referring to the clinic SEP, in the admission', async () => {
    rajal = await rujukRanap(kartu, 'Budi Santoso');
    const res = await admisi(rajal.tindak_lanjut_uid, await bedUji(t, 'AGR-1', 'A'));
    expect(res.statusCode, res.body).toBe(201);
    const h = res.json().respon;
    stay = h.layanan_uid;
    expect(h.sep).toMatchObject({ status: 'TERBIT', pesan_bpjs: null });
    sepUid = h.sep.uid;
    expect(h.sep.no_sep).toMatch(new RegExp(`^${PPK}0130V\\d{6}$`));

    const [spri] = spriKartu(kartu);
    expect(spriKartu(kartu)).toHaveLength(1);
    expect(spri).toMatchObject({ kodeDokter: '271845', poliKontrol: 'INT', tglRencanaKontrol: '2030-01-07' });
    const ranap = sepKartu(sim, kartu).filter((s) => s.t_sep.jnsPelayanan === '1');
    expect(ranap).toHaveLength(1);
    expect(ranap[0]?.noSep).toBe(h.sep.no_sep);
    expect(ranap[0]?.t_sep).toMatchObject({
      tglSep: '2030-01-07',
      ppkPelayanan: PPK,
      klsRawat: { klsRawatHak: '2', klsRawatNaik: '3', pembiayaan: '1', penanggungJawab: 'Pribadi' },
      rujukan: { asalRujukan: '2', tglRujukan: '2030-01-07', noRujukan: rajal.no_sep, ppkRujukan: PPK },
      diagAwal: 'A09.9',
      poli: { tujuan: '', eksekutif: '0' },
      skdp: { noSurat: spri?.noSuratKontrol, kodeDPJP: '271845' },
      dpjpLayan: '',
    });
  });

  it('shows each registration its own SEP: the stay the inpatient one, the clinic the outpatient one', async () => {
    const ri = (await call('GET', `/pendaftaran/${stay}/sep`, akun.pendaftaran)).json().respon;
    expect(ri).toMatchObject({ uid: sepUid, jns_pelayanan: '1', status: 'TERBIT', layanan_uid: stay });
    expect(ri.no_spri).toBe(spriKartu(kartu)[0]?.noSuratKontrol);
    expect(ri.poli_nama).toBe('Rawat Inap');
    const rj = (await call('GET', `/pendaftaran/${rajal.layanan_uid}/sep`, akun.pendaftaran)).json().respon;
    expect(rj).toMatchObject({ jns_pelayanan: '2', no_sep: rajal.no_sep });
    const daftar = (await call('GET', '/sep?jns_pelayanan=1', akun.pendaftaran)).json();
    expect(daftar.respon.map((s: { uid: string }) => s.uid)).toEqual([sepUid]);
    const pdf = await call('GET', `/sep/${sepUid}/cetak`, akun.pendaftaran);
    expect(pdf.statusCode).toBe(200);
    const isi = (await teksPdf(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(isi).toContain('SURAT ELIGIBILITAS PESERTA');
    expect(isi).toContain('Rawat Inap');
    expect(isi).toContain(`No. SPRI : ${ri.no_spri}`);
    // Entitled to class 2, lying in class 1 at the patient's wish.
    expect(isi).toContain('Kls. Hak : Kelas 2');
    expect(isi).toContain('Kls. Rawat : Kelas 1');
    expect(isi).toContain(`No. Rujukan : ${rajal.no_sep}`);
  });

  it('refuses a second inpatient SEP for the stay, and an outpatient-only correction', async () => {
    const lagi = await call('POST', `/ranap/perawatan/${stay}/sep`, akun.pendaftaran, {});
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('vclaim.sep_sudah_ada');
    const poli = await call('PUT', `/sep/${sepUid}`, akun.pendaftaran, { poli_eksekutif: true });
    expect(poli.statusCode).toBe(409);
    expect(poli.json().code).toBe('vclaim.sep_bidang_terkunci');
    const catatan = await call('PUT', `/sep/${sepUid}`, akun.pendaftaran, { catatan: 'Naik kelas 1' });
    expect(catatan.statusCode, catatan.body).toBe(200);
    const [s] = sepKartu(sim, kartu).filter((x) => x.noSep === catatan.json().respon.no_sep);
    expect(s?.t_sep.catatan).toBe('Naik kelas 1');
  });

  it('tells BPJS the discharge once (SEP/2.0/updtglplg), from the ward’s discharge order', async () => {
    await queryRows(
      t,
      `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
       select kunjungan_uid, uid, pasien_uid, 'A09.9', 'Gastroenteritis', 'UTAMA' from layanan where uid = '${stay}'`,
    );
    expect(await pindaiPulangSep({ db: t.database.db, now: () => JAM_SENIN })).toBe(0);
    const p = await call('POST', `/ranap/perawatan/${stay}/pulang`, akun.dokter, {
      cara_pulang: 'ATAS_PERSETUJUAN',
      kondisi_pulang: 'Membaik',
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(await pindaiPulangSep({ db: t.database.db, now: () => JAM_SENIN })).toBe(1);
    expect(await pindaiPulangSep({ db: t.database.db, now: () => JAM_SENIN })).toBe(0);
    await t.jalankanOutbox({ now: nanti(1) });
    const [s] = sepKartu(sim, kartu).filter((x) => x.t_sep.jnsPelayanan === '1');
    expect(s).toMatchObject({ tglPulang: '2030-01-07', statusPulang: '1' });
    const ri = (await call('GET', `/sep/${sepUid}`, akun.pendaftaran)).json().respon;
    expect(ri.tgl_pulang).toBe('2030-01-07');
    expect(await pindaiPulangSep({ db: t.database.db, now: () => nanti(2)() })).toBe(0);
  });
});

describe('refusals and failures', () => {
  it('admits nobody when the clinic SEP is missing and the box is ticked; stays admit without it', async () => {
    const kartu = '0001234567905';
    const res = await daftarBpjs(t, akun.pendaftaran ?? '', kartu, { nama: 'Tanpa Sep', sep: null });
    expect(res.statusCode, res.body).toBe(201);
    const uid = res.json().respon.uid;
    await queryRows(t, `update antrian set status = 'WAITING_DOKTER' where layanan_uid = '${uid}'`);
    const tl = await call('PUT', `/pelayanan/${uid}/tindak-lanjut`, akun.dokter, {
      jenis: 'RANAP',
      kelas_diminta: 'KELAS_1',
      alasan: 'Observasi',
    });
    const bed = await bedUji(t, 'AGR-1', 'B');
    // Nurhayati is entitled to class 1 at BPJS: the form's class 2 is refused before anything is written.
    const beda = await admisi(tl.json().respon.uid, bed);
    expect(beda.statusCode).toBe(409);
    expect(beda.json()).toMatchObject({
      code: 'vclaim.kelas_hak_beda',
      message: 'Hak kelas peserta menurut BPJS KELAS I, bukan Kelas 2: perbaiki hak kelas sesuai kartu',
    });
    const tolak = await admisi(tl.json().respon.uid, bed, { kelas_hak: 'KELAS_1' });
    expect(tolak.statusCode).toBe(409);
    expect(tolak.json()).toMatchObject({ code: 'vclaim.sep_ranap_tanpa_rujukan' });
    expect(tolak.json().message).toContain('SEP rawat jalan');
    const [n] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from perawatan_inap pi join layanan l on l.uid = pi.layanan_uid
        where l.kunjungan_uid = (select kunjungan_uid from layanan where uid = '${uid}')`,
    );
    expect(n?.n).toBe(0);
    const tanpa = await admisi(tl.json().respon.uid, bed, { kelas_hak: 'KELAS_1', terbitkan_sep: false });
    expect(tanpa.statusCode, tanpa.body).toBe(201);
    expect(tanpa.json().respon.sep).toBeNull();
  });

  it('loses BPJS’s answers (SPRI and SEP) in a crash: the retry finds both and asks neither again', async () => {
    const kartu = '0001234567904';
    const r = await rujukRanap(kartu, 'Putus Ranap');
    const res = await admisi(r.tindak_lanjut_uid, await bedUji(t, 'AGR-2', 'A'), { kelas_hak: 'KELAS_3' });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json().respon.sep;
    expect(s.status).toBe('TERBIT');
    // As if the server died after BPJS answered both: our record of the SPRI and the SEP is gone.
    for (const perintah of [
      `update bpjs_sep set status = 'MENUNGGU', no_sep = null, no_spri = null, jawaban = null where uid = '${s.uid}'`,
      `update outbox set status = 'MENUNGGU', percobaan = 1, coba_pada = now() - interval '1 day',
         terkirim_pada = null where kunci_unik = 'sep:${s.uid}:insert:1'`,
    ])
      await queryRows(t, perintah);
    await t.jalankanOutbox({ now: nanti(5) });
    expect(await barisSep(t, s.uid)).toMatchObject({ status: 'TERBIT', no_sep: s.no_sep });
    expect(spriKartu(kartu)).toHaveLength(1);
    expect(sepKartu(sim, kartu).filter((x) => x.t_sep.jnsPelayanan === '1')).toHaveLength(1);
    const [row] = await queryRows<{ no_spri: string }>(
      t,
      `select no_spri from bpjs_sep where uid = '${s.uid}'`,
    );
    expect(row?.no_spri).toBe(spriKartu(kartu)[0]?.noSuratKontrol);
  });

  it('keeps BPJS down from losing the stay’s SEP: MENUNGGU, then issued once', async () => {
    const kartu = '0001234567907';
    const r = await rujukRanap(kartu, 'Gagal Ranap');
    sim.aturGangguan('GAGAL');
    const res = await admisi(r.tindak_lanjut_uid, await bedUji(t, 'AGR-2', 'B'), { kelas_hak: 'KELAS_3' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().respon.sep.status).toBe('MENUNGGU');
    expect(spriKartu(kartu)).toHaveLength(0);
    sim.aturGangguan('NORMAL');
    await t.jalankanOutbox({ now: nanti(60) });
    expect(await barisSep(t, res.json().respon.sep.uid)).toMatchObject({ status: 'TERBIT' });
    expect(spriKartu(kartu)).toHaveLength(1);
    expect(sepKartu(sim, kartu).filter((x) => x.t_sep.jnsPelayanan === '1')).toHaveLength(1);
  });
});
