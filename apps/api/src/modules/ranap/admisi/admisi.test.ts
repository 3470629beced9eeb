import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { bedUji, dpjpUji, katalogUji, persetujuan, rujukanUji } from './admisi.uji.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let dpjp: string;

const cookie = () => ({ pendaftaran: akun.pendaftaran ?? '', dokter: akun.dokter ?? '' });
const statusBed = async (uid: string) =>
  (await queryRows<{ status: string }>(t, `select status from bed where uid = '${uid}'`))[0]?.status;
const jumlahStay = () => countRows(t, 'perawatan_inap');

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'kasir', 'admin']) akun[r] = await t.login(r);
  await katalogUji(t);
  dpjp = await dpjpUji(t);
  await queryRows(
    t,
    `insert into ranap_deposit_kelas (kelas, jumlah) values ('KELAS_2', 2000000), ('KELAS_1', 3000000) on conflict (kelas) do update set jumlah = excluded.jumlah`,
  );
});
afterAll(() => t.close());

describe('admission of a RANAP follow-up', () => {
  it('admits an IGD patient into a free bed in one transaction', async () => {
    const r = await rujukanUji(t, cookie(), { nama: 'Budi Igd' });
    const bed = await bedUji(t, 'MWR-1', 'A');
    const res = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      tindak_lanjut_uid: r.tindak_lanjut_uid,
      bed_uid: bed,
      dpjp_uid: dpjp,
      diagnosis_masuk: 'a099',
      persetujuan,
    });
    expect(res.statusCode).toBe(201);
    const hasil = res.json().respon;
    expect(hasil).toMatchObject({
      kunjungan_uid: r.kunjungan_uid,
      letak: { ruangan: 'Mawar', no_kamar: 'MWR-1', no_bed: 'A', kelas: 'KELAS_2' },
      kelas_tagih: 'KELAS_2',
      penempatan: 'SESUAI_HAK',
      deposit_diminta: 2_000_000,
      ringkasan: 'Masuk rawat inap: Mawar, kamar MWR-1, bed A (Kelas 2)',
    });
    const [stay] = await queryRows<Record<string, unknown>>(
      t,
      `select pi.asal, pi.diagnosis_masuk_kode, pi.persetujuan_nama, pi.tindak_lanjut_uid, l.jenis, l.tanggal, l.status,
              l.dokter_uid, p.jenis as poli_jenis, l.kunjungan_uid
         from perawatan_inap pi join layanan l on l.uid = pi.layanan_uid join poli p on p.uid = l.poli_uid
        where pi.uid = '${hasil.perawatan_inap_uid}'`,
    );
    expect(stay).toMatchObject({
      asal: 'IGD',
      diagnosis_masuk_kode: 'A09.9',
      persetujuan_nama: 'Siti Aminah',
      tindak_lanjut_uid: r.tindak_lanjut_uid,
      jenis: 'RAWAT_INAP',
      tanggal: SENIN,
      status: 'AKTIF',
      dokter_uid: dpjp,
      poli_jenis: 'RAWAT_INAP',
      kunjungan_uid: r.kunjungan_uid,
    });
    expect(await statusBed(bed)).toBe('TERISI');
    const [tl] = await queryRows<{ diterima_pada: string | null }>(
      t,
      `select diterima_pada from tindak_lanjut where uid = '${r.tindak_lanjut_uid}'`,
    );
    expect(tl?.diterima_pada).not.toBeNull();
    const log = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where sumber = 'perawatan_inap' and layanan_uid = '${hasil.layanan_uid}'`,
    );
    expect(log[0]?.ringkasan).toMatch(/^Masuk rawat inap: Mawar, kamar MWR-1, bed A \(Kelas 2\); DPJP /);
    expect(await countRows(t, `log_aktivitas where aksi = 'ranap.admisi'`)).toBe(1);
    const list = await call('GET', '/pelayanan/rujuk-ranap?search=budi', akun.pendaftaran);
    expect(list.statusCode).toBe(200);
    expect(list.json().respon).toEqual([]);

    const slip = `/ranap/perawatan/${hasil.layanan_uid}/slip-masuk.pdf`;
    const pdf = await call('GET', slip, akun.pendaftaran);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await call('GET', slip)).statusCode).toBe(401);
    expect((await call('GET', slip, akun.kasir)).statusCode).toBe(403);
    expect(
      (await call('GET', '/ranap/perawatan/bukan-uid/slip-masuk.pdf', akun.pendaftaran)).statusCode,
    ).toBe(400);

    // The visit history names where the stay lies (spec §4).
    const rm = await call('GET', `/rm/${r.pasien_uid}/kunjungan`, akun.admin);
    expect(rm.statusCode).toBe(200);
    expect(rm.json().respon.map((k: { poli: { nama: string } }) => k.poli.nama)).toContain(
      'Rawat Inap (Mawar, MWR-1, A)',
    );

    // The same follow-up again, and the same patient from another follow-up: refused.
    const lagi = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      tindak_lanjut_uid: r.tindak_lanjut_uid,
      bed_uid: await bedUji(t, 'MWR-3', 'A'),
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A09.9',
      persetujuan,
    });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('ranap.rujukan_sudah_diterima');
  });

  it('refuses a bed taken, a room for the other sex and a follow-up that is not RANAP, writing nothing', async () => {
    const r = await rujukanUji(t, cookie(), { nama: 'Dewi Wanita' });
    const body = (bed: string) => ({
      tindak_lanjut_uid: r.tindak_lanjut_uid,
      bed_uid: bed,
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A91',
      persetujuan,
    });
    const sebelum = await jumlahStay();
    // The factory's patients are men: MWR-1 (men only) holds Budi; MWR-2 is for women.
    const terisi = await call('POST', '/ranap/admisi', akun.pendaftaran, body(await bedUji(t, 'MWR-1', 'A')));
    expect(terisi.statusCode).toBe(409);
    expect(terisi.json().code).toBe('ranap.bed_terisi');
    const [p] = await queryRows<{ jenis_kelamin: string }>(
      t,
      `select jenis_kelamin from pasien where uid = '${r.pasien_uid}'`,
    );
    const kamarLain = p?.jenis_kelamin === 'L' ? 'MWR-2' : 'MWR-1';
    const jk = await call('POST', '/ranap/admisi', akun.pendaftaran, body(await bedUji(t, kamarLain, 'B')));
    expect(jk.statusCode).toBe(409);
    expect(jk.json().code).toBe('ranap.kamar_jenis_kelamin');
    expect(jk.json().message).toContain('khusus pasien');
    const bukan = await rujukanUji(t, cookie(), { nama: 'Kontrol Saja' });
    await call('PUT', `/pelayanan/${bukan.layanan_uid}/tindak-lanjut`, akun.dokter, { jenis: 'PULANG' });
    const salah = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body(await bedUji(t, 'MWR-3', 'B')),
      tindak_lanjut_uid: bukan.tindak_lanjut_uid,
    });
    expect(salah.statusCode).toBe(409);
    expect(salah.json().code).toBe('ranap.bukan_rujukan_ranap');
    expect(await jumlahStay()).toBe(sebelum);
  });

  it('answers 401, 403 and 400 (nothing written)', async () => {
    const r = await rujukanUji(t, cookie(), { nama: 'Validasi' });
    const sebelum = await jumlahStay();
    const body = {
      tindak_lanjut_uid: r.tindak_lanjut_uid,
      bed_uid: await bedUji(t, 'MWR-3', 'C'),
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A91',
      persetujuan,
    };
    expect((await call('POST', '/ranap/admisi', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/ranap/admisi', akun.perawat, body)).statusCode).toBe(403);
    expect((await call('POST', '/ranap/admisi', akun.dokter, body)).statusCode).toBe(403);
    const tanpa = await call('POST', '/ranap/admisi', akun.pendaftaran, { ...body, persetujuan: undefined });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors[0].path).toBe('persetujuan');
    const dx = await call('POST', '/ranap/admisi', akun.pendaftaran, { ...body, diagnosis_masuk: 'Z99.99' });
    expect(dx.statusCode).toBe(400);
    expect(dx.json().message).toContain('tidak ada di katalog');
    const kategori = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      diagnosis_masuk: 'A09',
    });
    expect(kategori.statusCode).toBe(400);
    const bukanDokter = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      dpjp_uid: '00000000-0000-4000-8000-000000000000',
    });
    expect(bukanDokter.statusCode).toBe(400);
    expect(bukanDokter.json().errors[0].path).toBe('dpjp_uid');
    expect(await jumlahStay()).toBe(sebelum);
  });
});

describe('BPJS and the entitled class', () => {
  it('charges naik kelas at the entitled class and requires the placement and its reason', async () => {
    const r = await rujukanUji(t, cookie(), { nama: 'Bpjs Naik', penjamin: 'BPJS', kelas: 'KELAS_1' });
    const bed = await bedUji(t, 'AGR-1', 'A');
    const body = {
      tindak_lanjut_uid: r.tindak_lanjut_uid,
      bed_uid: bed,
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A91',
      persetujuan,
    };
    const sebelum = await jumlahStay();
    const tanpaHak = await call('POST', '/ranap/admisi', akun.pendaftaran, body);
    expect(tanpaHak.statusCode).toBe(400);
    expect(tanpaHak.json().errors[0].path).toBe('kelas_hak');
    const tanpaAlasan = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      kelas_hak: 'KELAS_2',
    });
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().message).toContain('berbeda dengan hak kelas Kelas 2');
    const hanyaJenis = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      kelas_hak: 'KELAS_2',
      penempatan: 'NAIK_KELAS',
    });
    expect(hanyaJenis.statusCode).toBe(400);
    expect(hanyaJenis.json().errors[0].path).toBe('alasan_penempatan');
    expect(await jumlahStay()).toBe(sebelum);
    expect(await statusBed(bed)).toBe('KOSONG');

    const res = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      kelas_hak: 'KELAS_2',
      penempatan: 'NAIK_KELAS',
      alasan_penempatan: 'Permintaan keluarga',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kelas_tagih: 'KELAS_2',
      penempatan: 'NAIK_KELAS',
      deposit_diminta: 0,
      letak: { kelas: 'KELAS_1' },
    });
    const [seg] = await queryRows<{ kelas: string; kelas_tagih: string; alasan_penempatan: string }>(
      t,
      `select kelas, kelas_tagih, alasan_penempatan from rawat_inap where uid = '${res.json().respon.rawat_inap_uid}'`,
    );
    expect(seg).toEqual({
      kelas: 'KELAS_1',
      kelas_tagih: 'KELAS_2',
      alasan_penempatan: 'Permintaan keluarga',
    });
  });
});

describe('elective admission', () => {
  it('opens a new visit today with the payer and the letter', async () => {
    const [pasienUid] = await buatPasienUji(t, akun.pendaftaran ?? '', 1, 'Elektif');
    const kunjunganSebelum = await countRows(t, 'kunjungan');
    const body = {
      pasien_uid: pasienUid,
      penjamin: 'UMUM',
      bed_uid: await bedUji(t, 'MWR-3', 'D'),
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A91',
      persetujuan,
      surat_pengantar: 'Surat dr. Rina, Klinik Sehat',
      rencana_tindakan: 'Observasi trombosit',
      tanggal_rencana: SENIN,
    };
    const tanpaPenjamin = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      penjamin: undefined,
    });
    expect(tanpaPenjamin.statusCode).toBe(400);
    expect(tanpaPenjamin.json().errors[0].path).toBe('penjamin');
    const res = await call('POST', '/ranap/admisi', akun.pendaftaran, body);
    expect(res.statusCode).toBe(201);
    expect(await countRows(t, 'kunjungan')).toBe(kunjunganSebelum + 1);
    const [k] = await queryRows<Record<string, unknown>>(
      t,
      `select k.tanggal, k.penjamin, pi.asal, pi.surat_pengantar, pi.tanggal_rencana
         from perawatan_inap pi join kunjungan k on k.uid = pi.kunjungan_uid where pi.uid = '${res.json().respon.perawatan_inap_uid}'`,
    );
    expect(k).toEqual({
      tanggal: SENIN,
      penjamin: 'UMUM',
      asal: 'ELEKTIF',
      surat_pengantar: 'Surat dr. Rina, Klinik Sehat',
      tanggal_rencana: SENIN,
    });
    const lagi = await call('POST', '/ranap/admisi', akun.pendaftaran, {
      ...body,
      bed_uid: await bedUji(t, 'AGR-2', 'A'),
    });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('ranap.pasien_sedang_dirawat');
  });
});

describe('two admissions racing for one bed', () => {
  it('lets one in and answers the other 409 ranap.bed_terisi', async () => {
    const a = await rujukanUji(t, cookie(), { nama: 'Balapan Satu' });
    const b = await rujukanUji(t, cookie(), { nama: 'Balapan Dua' });
    const bed = await bedUji(t, 'AGR-3', 'A');
    const body = (tl: string) => ({
      tindak_lanjut_uid: tl,
      bed_uid: bed,
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A91',
      persetujuan,
    });
    const hasil = await Promise.all([
      call('POST', '/ranap/admisi', akun.pendaftaran, body(a.tindak_lanjut_uid)),
      call('POST', '/ranap/admisi', akun.admin, body(b.tindak_lanjut_uid)),
    ]);
    expect(hasil.map((h) => h.statusCode).sort()).toEqual([201, 409]);
    expect(hasil.find((h) => h.statusCode === 409)?.json().code).toBe('ranap.bed_terisi');
    expect(await countRows(t, `rawat_inap where bed_uid = '${bed}'`)).toBe(1);
  });
});

describe('holding a bed for a follow-up', () => {
  it('lets only that follow-up into the held bed', async () => {
    const a = await rujukanUji(t, cookie(), { nama: 'Pesan Satu' });
    const b = await rujukanUji(t, cookie(), { nama: 'Pesan Dua' });
    const bed = await bedUji(t, 'DHL-1', 'A');
    expect(
      (await call('POST', `/ranap/bed/${bed}/pesan`, undefined, { tindak_lanjut_uid: a.tindak_lanjut_uid }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call('POST', `/ranap/bed/${bed}/pesan`, akun.perawat, {
          tindak_lanjut_uid: a.tindak_lanjut_uid,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/ranap/bed/${bed}/pesan`, akun.pendaftaran, { tindak_lanjut_uid: 'x' }))
        .statusCode,
    ).toBe(400);
    const pesan = await call('POST', `/ranap/bed/${bed}/pesan`, akun.pendaftaran, {
      tindak_lanjut_uid: a.tindak_lanjut_uid,
    });
    expect(pesan.statusCode).toBe(200);
    expect(await statusBed(bed)).toBe('DIPESAN');
    const kosong = await call(
      'GET',
      `/ranap/bed-kosong?tindak_lanjut_uid=${b.tindak_lanjut_uid}`,
      akun.pendaftaran,
    );
    expect(kosong.json().respon.some((x: { bed_uid: string }) => x.bed_uid === bed)).toBe(false);
    const milikA = await call(
      'GET',
      `/ranap/bed-kosong?tindak_lanjut_uid=${a.tindak_lanjut_uid}`,
      akun.pendaftaran,
    );
    expect(milikA.json().respon.find((x: { bed_uid: string }) => x.bed_uid === bed)?.status).toBe('DIPESAN');
    const body = (tl: string) => ({
      tindak_lanjut_uid: tl,
      bed_uid: bed,
      dpjp_uid: dpjp,
      diagnosis_masuk: 'A91',
      persetujuan,
    });
    const lain = await call('POST', '/ranap/admisi', akun.pendaftaran, body(b.tindak_lanjut_uid));
    expect(lain.statusCode).toBe(409);
    expect(lain.json().code).toBe('ranap.bed_dipesan');
    const sendiri = await call('POST', '/ranap/admisi', akun.pendaftaran, body(a.tindak_lanjut_uid));
    expect(sendiri.statusCode).toBe(201);
    expect(await statusBed(bed)).toBe('TERISI');
    const batal = await call('DELETE', `/ranap/bed/${bed}/pesan`, akun.pendaftaran);
    expect(batal.statusCode).toBe(409);
  });
});
