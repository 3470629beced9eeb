import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { buatOrderUji, uidKode } from '../../penunjang/penunjang.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let rudi: StayUji;
let sri: StayUji;
// Admitted on Saturday: discharged on Monday 08:00 WIB (JAM_SENIN) the stay is 2 days long.
const SABTU = '2030-01-05T10:00:00+07:00';

const pulang = (s: StayUji) => `/ranap/perawatan/${s.layanan_uid}/pulang`;
const resume = (s: StayUji) => `/resume-medis/${s.layanan_uid}`;
const SETUJU = { cara_pulang: 'ATAS_PERSETUJUAN', kondisi_pulang: 'Membaik' };

// The diagnosis is written by the chart (pelayanan); here it is a row, as the discharge reads it.
async function diagnosisUtama(s: StayUji, kode = 'A09', nama = 'Diarrhoea and gastroenteritis') {
  await queryRows(
    t,
    `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
     values ('${s.kunjungan_uid}', '${s.layanan_uid}', '${s.pasien_uid}', '${kode}', '${nama}', 'UTAMA')`,
  );
}

const statusStay = async (s: StayUji) =>
  (
    await queryRows<{ status: string }>(
      t,
      `select status from perawatan_inap where uid = '${s.perawatan_inap_uid}'`,
    )
  )[0]?.status;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'dod', 'perawat', 'rm', 'kasir', 'labor'])
    akun[r] = await t.login(r);
  rudi = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MWR', nama: 'Rudi Pulang', masuk: SABTU });
  sri = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MLT', nama: 'Sri Meninggal', masuk: SABTU });
});
afterAll(() => t.close());

describe('POST /ranap/perawatan/:layanan_uid/pulang — refusals', () => {
  it('asks for a session, a doctor, and a valid order, writing nothing', async () => {
    expect((await call('POST', pulang(rudi), undefined, SETUJU)).statusCode).toBe(401);
    const perawat = await call('POST', pulang(rudi), akun.perawat, SETUJU);
    expect(perawat.statusCode).toBe(403);
    const tanpaKondisi = await call('POST', pulang(rudi), akun.dokter, { cara_pulang: 'ATAS_PERSETUJUAN' });
    expect(tanpaKondisi.statusCode).toBe(400);
    expect(tanpaKondisi.json().errors[0].path).toBe('kondisi_pulang');
    const rujukTanpaFaskes = await call('POST', pulang(rudi), akun.dokter, {
      cara_pulang: 'DIRUJUK',
      kondisi_pulang: 'Belum sembuh',
    });
    expect(rujukTanpaFaskes.statusCode).toBe(400);
    expect(rujukTanpaFaskes.json().errors[0].path).toBe('faskes_rujukan');
    const meninggalTanpaWaktu = await call('POST', pulang(sri), akun.dokter, { cara_pulang: 'MENINGGAL' });
    expect(meninggalTanpaWaktu.statusCode).toBe(400);
    expect(meninggalTanpaWaktu.json().errors[0].message).toBe('Waktu meninggal wajib diisi');
    const caraAneh = await call('POST', pulang(rudi), akun.dokter, { cara_pulang: 'KABUR' });
    expect(caraAneh.statusCode).toBe(400);
    expect(await statusStay(rudi)).toBe('DIRAWAT');
  });

  it('needs the main diagnosis coded first (409) and the DPJP (another doctor takes over first)', async () => {
    const tanpaDx = await call('POST', pulang(rudi), akun.dokter, SETUJU);
    expect(tanpaDx.statusCode).toBe(409);
    expect(tanpaDx.json().code).toBe('ranap.diagnosis_utama_kosong');
    expect(tanpaDx.json().message).toContain('Diagnosis utama');
    await diagnosisUtama(rudi);
    const lain = await call('POST', pulang(rudi), akun.dod, SETUJU);
    expect(lain.statusCode).toBe(409);
    expect(lain.json().code).toBe('pelayanan.perlu_ambil_alih');
    const depan = await call('POST', pulang(rudi), akun.dokter, {
      ...SETUJU,
      pulang_pada: '2030-01-08T08:00:00+07:00',
    });
    expect(depan.statusCode).toBe(400);
    const sebelumMasuk = await call('POST', pulang(rudi), akun.dokter, {
      ...SETUJU,
      pulang_pada: '2030-01-04T08:00:00+07:00',
    });
    expect(sebelumMasuk.statusCode).toBe(400);
    expect(await statusStay(rudi)).toBe('DIRAWAT');
  });

  it('refuses to finalise the inpatient resume before the discharge order', async () => {
    const fin = await call('POST', `${resume(rudi)}/final`, akun.dokter, { jenis: 'RANAP' });
    expect(fin.statusCode).toBe(409);
    expect(fin.json().code).toBe('resume.belum_pulang');
  });
});

describe('the inpatient resume proposal', () => {
  it('carries the stay: its diagnoses, admitting diagnosis, ward and DPJP', async () => {
    const res = await call('GET', `${resume(rudi)}?jenis=RANAP`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const r = res.json().respon;
    expect(r.jenis).toBe('RANAP');
    expect(r.uid).toBeNull();
    expect(r.struktur.diagnosis_utama).toMatchObject({ kode: 'A09' });
    expect(r.struktur.ranap.ruangan[0].ruangan).toContain('Mawar');
    expect(r.struktur.ranap.dpjp).toContain('Andi');
    expect(r.struktur.ranap.diagnosis_masuk).toMatchObject({ kode: 'A09' });
    expect(r.teks.indikasi_rawat).toContain('Diagnosis masuk: A09');
    expect((await call('GET', `${resume(rudi)}?jenis=RJ`, akun.dokter)).statusCode).toBe(400);
  });

  it("shows the ward's last vital signs and the validated lab values", async () => {
    const obs = await call('POST', `/ranap/perawatan/${sri.layanan_uid}/observasi`, akun.perawat, {
      waktu: '2030-01-06T20:00:00+07:00',
      suhu: 37.9,
      nadi: 96,
      napas: 20,
      sistol: 132,
      diastol: 84,
      spo2: 97,
      kesadaran: 'ALERT',
    });
    expect(obs.statusCode).toBe(201);
    const o = await buatOrderUji(t, akun.dokter ?? '', sri.layanan_uid, {
      jenis: 'LABOR',
      items: [{ pemeriksaan_lab_uid: await uidKode(t, 'pemeriksaan_lab', 'HB') }],
    });
    const lab = (aksi: string, body: object = {}) =>
      call('POST', `/labor/${o.uid}/${aksi}`, akun.labor, body);
    expect((await lab('sampel')).statusCode).toBe(200);
    expect((await lab('proses')).statusCode).toBe(200);
    const [hb] = (await call('GET', `/labor/${o.uid}`, akun.labor)).json().respon.hasil.baris;
    const isi = await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, {
      hasil: [{ uid: hb.uid, nilai: '10,2' }],
    });
    expect(isi.statusCode).toBe(200);
    expect((await lab('validasi')).statusCode).toBe(200);

    const r = (await call('GET', `${resume(sri)}?jenis=RANAP`, akun.dokter)).json().respon;
    expect(r.struktur.tanda_vital).toMatchObject({ waktu: '2030-01-06T13:00:00.000Z' });
    expect(r.struktur.tanda_vital.ringkas).toContain('TD 132/84 mmHg');
    expect(r.teks.hasil_penunjang).toBe(`Laboratorium ${o.nomor}: Hemoglobin 10,2 g/dL (L)`);
  });
});

describe('discharge', () => {
  it('closes the stay, the bed segment and the bed, ends the layanan and writes LOG_PULANG', async () => {
    const res = await call('POST', pulang(rudi), akun.dokter, SETUJU);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({
      status: 'PULANG',
      cara_pulang: 'ATAS_PERSETUJUAN',
      kondisi_pulang: 'Membaik',
      pulang_pada: JAM_SENIN.toISOString(),
      bed: { status: 'DIBERSIHKAN' },
      diagnosis_utama: { kode: 'A09' },
    });
    expect(res.json().respon.dipulangkan_oleh).toContain('Andi');
    const [seg] = await queryRows<{ keluar_pada: Date; sebab_keluar: string }>(
      t,
      `select keluar_pada, sebab_keluar from rawat_inap where uid = '${rudi.rawat_inap_uid}'`,
    );
    expect(seg?.sebab_keluar).toBe('PULANG');
    expect(new Date(seg?.keluar_pada ?? 0).toISOString()).toBe(JAM_SENIN.toISOString());
    const [b] = await queryRows<{ status: string; n: number }>(
      t,
      `select b.status, (select count(*)::int from bed_riwayat r where r.bed_uid = b.uid
          and r.status_baru = 'DIBERSIHKAN' and r.perawatan_inap_uid = '${rudi.perawatan_inap_uid}') as n
         from bed b where b.uid = '${rudi.bed_uid}'`,
    );
    expect(b).toEqual({ status: 'DIBERSIHKAN', n: 1 });
    const [l] = await queryRows<{ status: string }>(
      t,
      `select status from layanan where uid = '${rudi.layanan_uid}'`,
    );
    expect(l?.status).toBe('SELESAI');
    const log = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${rudi.layanan_uid}' and jenis = 'LOG_PULANG'`,
    );
    expect(log.map((x) => x.ringkasan)).toEqual([
      'Pulang dari rawat inap: Pulang atas persetujuan dokter, Membaik',
    ]);
    const audit = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'ranap.pulang' and entitas_id = '${rudi.perawatan_inap_uid}'`,
    );
    expect(audit[0]?.n).toBe(1);

    const lagi = await call('POST', pulang(rudi), akun.dokter, SETUJU);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('ranap.sudah_pulang');
  });

  it('records a death with its moment, never in the future', async () => {
    await diagnosisUtama(sri, 'I21.9', 'Acute myocardial infarction, unspecified');
    const nanti = await call('POST', pulang(sri), akun.dokter, {
      cara_pulang: 'MENINGGAL',
      waktu_meninggal: '2030-01-07T09:00:00+07:00',
    });
    expect(nanti.statusCode).toBe(400);
    expect(nanti.json().errors[0].path).toBe('waktu_meninggal');
    const res = await call('POST', pulang(sri), akun.dokter, {
      cara_pulang: 'MENINGGAL',
      kondisi_pulang: 'Memburuk',
      waktu_meninggal: '2030-01-07T06:30:00+07:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({
      cara_pulang: 'MENINGGAL',
      kondisi_pulang: null,
      waktu_meninggal: '2030-01-06T23:30:00.000Z',
      pulang_pada: '2030-01-06T23:30:00.000Z',
    });
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${sri.layanan_uid}' and jenis = 'LOG_PULANG'`,
    );
    expect(log?.ringkasan).toMatch(/^Pulang dari rawat inap: Meninggal Senin, 7 Januari 2030 06[.:]30/);
  });

  it('shows the state to the ward and medical records, not to the cashier', async () => {
    const rm = await call('GET', pulang(rudi), akun.rm);
    expect(rm.statusCode).toBe(200);
    expect(rm.json().respon.status).toBe('PULANG');
    expect((await call('GET', pulang(rudi))).statusCode).toBe(401);
    expect((await call('GET', pulang(rudi), akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/ranap/perawatan/bukan-uid/pulang', akun.rm)).statusCode).toBe(400);
  });
});

describe('POST /ranap/perawatan/:layanan_uid/pulang/batal', () => {
  it('undoes a mistaken discharge the same day: the stay, the segment and the bed are back', async () => {
    const tono = await stayUji(t, akun.pendaftaran ?? '', {
      ruangan: 'AGR',
      nama: 'Tono Batal',
      masuk: SABTU,
    });
    await diagnosisUtama(tono);
    const batal = (cookie?: string, body: object = { alasan: 'Salah pasien' }) =>
      call('POST', `${pulang(tono)}/batal`, cookie, body);
    expect((await batal(akun.dokter)).json().code).toBe('ranap.belum_pulang');
    expect((await call('POST', pulang(tono), akun.dokter, SETUJU)).statusCode).toBe(200);
    expect((await batal()).statusCode).toBe(401);
    expect((await batal(akun.perawat)).statusCode).toBe(403);
    expect((await batal(akun.dokter, { alasan: '' })).statusCode).toBe(400);
    expect((await batal(akun.dod)).json().code).toBe('pelayanan.perlu_ambil_alih');
    expect(await statusStay(tono)).toBe('PULANG');

    const res = await batal(akun.dokter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({
      status: 'DIRAWAT',
      cara_pulang: null,
      pulang_pada: null,
      bed: { status: 'TERISI' },
    });
    const [seg] = await queryRows<{ keluar_pada: Date | null }>(
      t,
      `select keluar_pada from rawat_inap where uid = '${tono.rawat_inap_uid}'`,
    );
    expect(seg?.keluar_pada).toBeNull();
    const [l] = await queryRows<{ status: string }>(
      t,
      `select status from layanan where uid = '${tono.layanan_uid}'`,
    );
    expect(l?.status).toBe('AKTIF');
    const log = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${tono.layanan_uid}' and jenis = 'LOG_PULANG' order by waktu`,
    );
    expect(log.map((x) => x.ringkasan)).toContain('Perintah pulang dibatalkan: Salah pasien');
    // Housekeeping released the bed after a second discharge: there is no way back.
    expect((await call('POST', pulang(tono), akun.dokter, SETUJU)).statusCode).toBe(200);
    await queryRows(t, `update bed set status = 'KOSONG' where uid = '${tono.bed_uid}'`);
    expect((await batal(akun.dokter)).json().code).toBe('ranap.status_bed_berubah');
  });
});

describe('finalising the inpatient resume', () => {
  it('numbers it, prints the stay on A4 and locks the chart', async () => {
    const simpan = await call('PUT', resume(rudi), akun.dokter, {
      jenis: 'RANAP',
      teks: { terapi_pulang: 'Oralit tiap BAB cair', rencana_kontrol: 'Kontrol Poli Penyakit Dalam 14/1' },
    });
    expect(simpan.statusCode, simpan.body).toBe(200);
    const fin = await call('POST', `${resume(rudi)}/final`, akun.dokter, { jenis: 'RANAP' });
    expect(fin.statusCode, fin.body).toBe(200);
    const r = fin.json().respon;
    expect(r.nomor).toMatch(/^RM\/2030\/01\/\d{6}$/);
    expect(r.struktur.ranap).toMatchObject({ lama_rawat: 2, cara_pulang: 'Pulang atas persetujuan dokter' });
    expect(r.struktur.tindak_lanjut).toMatchObject({ jenis: 'ATAS_PERSETUJUAN', kondisi_pulang: 'Membaik' });

    const pdf = await call('GET', `${resume(rudi)}/pdf?jenis=RANAP`, akun.rm);
    expect(pdf.statusCode).toBe(200);
    const teks = teksPdf(pdf.rawPayload);
    for (const s of ['Rudi Pulang', r.nomor, 'RESUME MEDIS RAWAT INAP', 'Riwayat Ruang Rawat', '2 hari'])
      expect(teks).toContain(s);
    expect(teks).toContain('Oralit tiap BAB cair');

    // One catalogue row instead of loading all 16,000 (katalog.test.ts covers the loader).
    await queryRows(
      t,
      `insert into icd10 (kode, kode_tanpa_titik, judul, level, leaf, bab, blok, judul_cari, judul_id_cari)
       values ('I10', 'I10', 'Essential (primary) hypertension', 3, true, '09', 'I10-I15', ' essential ', '')`,
    );
    const dx = await call('POST', `/pelayanan/${rudi.layanan_uid}/diagnosis`, akun.dokter, {
      kode_icd10: 'I10',
      jenis: 'SEKUNDER',
    });
    expect(dx.statusCode).toBe(409);
    expect(dx.json().code).toBe('resume.final');
    const status = await call('GET', pulang(rudi), akun.dokter);
    expect(status.json().respon.resume).toEqual({ status: 'FINAL', nomor: r.nomor });
  });
});
