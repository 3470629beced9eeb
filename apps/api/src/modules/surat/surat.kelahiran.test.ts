import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';
import { panggilSurat, pegawaiNama } from './surat.factory.ts';

// A birth letter of a baby born in the delivery room starts from the delivery record
// (docs/surat.md "Surat kelahiran dari ruang bersalin", docs/bersalin.md "Birth letter").

let jam = new Date(`${SENIN}T09:00:00+07:00`);
const pada = (hhmm: string) => new Date(`${SENIN}T${hhmm}:00+07:00`).toISOString();
let t: TestApp;
const api = panggil(() => t);
const surat = panggilSurat(() => t);
const akun: Record<string, string> = {};
let ibu: StayUji;
let namaIbu = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  const pendaftaran = await t.login('pendaftaran');
  ibu = await stayUji(t, pendaftaran, { nama: 'Lestari Kembar' });
  // Her husband is the person responsible on her record: the letter's father.
  await queryRows(
    t,
    `update pasien set jenis_kelamin = 'P', pj_nama = 'Agus Setiawan', pj_hubungan = 'SUAMI'
      where uid = '${ibu.pasien_uid}'`,
  );
  const [p] = await queryRows<{ nama: string }>(t, `select nama from pasien where uid = '${ibu.pasien_uid}'`);
  namaIbu = p?.nama ?? '';
  jam = new Date(pada('11:00'));
  for (const r of ['perawat', 'pendaftaran', 'rm']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('GET /surat/konteks/:layanan_uid on a mother’s stay', () => {
  it('offers nothing before the delivery, then each registered twin with its delivery data', async () => {
    const kosong = await surat('GET', `/surat/konteks/${ibu.layanan_uid}`, akun.pendaftaran);
    expect(kosong.statusCode, kosong.body).toBe(200);
    expect(kosong.json().respon.kelahiran).toEqual([]);

    const buka = await api('POST', '/bersalin', akun.perawat, {
      layanan_uid: ibu.layanan_uid,
      gravida: 3,
      para: 1,
      abortus: 1,
      hpht: '2029-04-20',
    });
    expect(buka.statusCode, buka.body).toBe(201);
    const uid = buka.json().respon.uid;
    jam = new Date(pada('17:00'));
    const bayi = (jenis_kelamin: string, berat_gram: number) => ({
      jenis_kelamin,
      berat_gram,
      panjang_cm: 46.5,
      apgar_1: 7,
      apgar_5: 9,
    });
    const lahir = await api('POST', `/bersalin/${uid}/persalinan`, akun.perawat, {
      waktu_lahir: pada('16:10'),
      cara: 'SEKSIO_SESAREA',
      penolong: 'DOKTER',
      nama_penolong: 'dr. Maya Sari, Sp.OG',
      plasenta_lengkap: true,
      perdarahan_ml: 600,
      bayi: [bayi('L', 2600), bayi('P', 2450)],
    });
    expect(lahir.statusCode, lahir.body).toBe(201);
    // Only the second twin is registered yet: the first is not offered.
    const kedua = await api('POST', `/bersalin/${uid}/bayi/2/pasien`, akun.perawat);
    expect(kedua.statusCode, kedua.body).toBe(201);
    let k = (await surat('GET', `/surat/konteks/${ibu.layanan_uid}`, akun.pendaftaran)).json().respon;
    expect(k.kelahiran.map((x: { urutan: number }) => x.urutan)).toEqual([2]);

    const pertama = await api('POST', `/bersalin/${uid}/bayi/1/pasien`, akun.perawat);
    expect(pertama.statusCode).toBe(201);
    k = (await surat('GET', `/surat/konteks/${ibu.layanan_uid}`, akun.pendaftaran)).json().respon;
    expect(k.kelahiran).toHaveLength(2);
    expect(k.kelahiran[0]).toMatchObject({
      nama_bayi: `By. Ny. ${namaIbu} I`,
      no_rm: pertama.json().respon.pasien.no_rm,
      jenis_kelamin: 'L',
      waktu_lahir: pada('16:10'),
      berat_gram: 2600,
      panjang_cm: 46.5,
      urutan: 1,
      jumlah_bayi: 2,
      // Para 1 before this delivery: the first twin is her second child, the second her third.
      kelahiran_ke: 2,
      cara: 'SEKSIO_SESAREA',
      penolong: 'DOKTER',
      nama_penolong: 'dr. Maya Sari, Sp.OG',
      ibu: { uid: ibu.pasien_uid, nama: namaIbu },
      ayah: { nama: 'Agus Setiawan' },
    });
    expect(k.kelahiran[1]).toMatchObject({ nama_bayi: `By. Ny. ${namaIbu} II`, urutan: 2, kelahiran_ke: 3 });
  });

  it('a letter written from that data is saved with the method of birth and prints it', async () => {
    const k = (await surat('GET', `/surat/konteks/${ibu.layanan_uid}`, akun.pendaftaran)).json().respon;
    const b = k.kelahiran[1];
    const bidan = await pegawaiNama(t, 'Rina Susanti');
    const res = await surat('POST', '/surat', akun.pendaftaran, {
      layanan_uid: ibu.layanan_uid,
      pegawai_uid: bidan,
      isi: {
        jenis: 'KELAHIRAN',
        bayi: {
          nama: b.nama_bayi,
          jenis_kelamin: b.jenis_kelamin,
          tanggal_lahir: SENIN,
          jam_lahir: '16:10',
          tempat_lahir: 'RSU Rawat Sehat',
          berat_gram: b.berat_gram,
          panjang_cm: b.panjang_cm,
          jenis_kelahiran: 'KEMBAR',
          kelahiran_ke: b.kelahiran_ke,
          urutan_kembar: b.urutan,
          cara_persalinan: b.cara,
        },
        ibu: { nama: namaIbu, alamat: b.ibu.alamat },
        ayah: { nama: b.ayah.nama },
        penolong: { jenis: b.penolong, nama: b.nama_penolong },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().respon.isi.bayi).toMatchObject({ cara_persalinan: 'SEKSIO_SESAREA', urutan_kembar: 2 });
    const pdf = await surat('GET', `/surat/${res.json().respon.uid}/pdf`, akun.rm);
    expect(pdf.statusCode).toBe(200);
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('Seksio sesarea');
    expect(teks).toContain(`By. Ny. ${namaIbu} II`);
    expect(teks).toContain('Agus Setiawan');
    expect(teks).toContain('dr. Maya Sari, Sp.OG');

    const salah = await surat('POST', '/surat', akun.pendaftaran, {
      layanan_uid: ibu.layanan_uid,
      pegawai_uid: bidan,
      isi: { ...res.json().respon.isi, bayi: { ...res.json().respon.isi.bayi, cara_persalinan: 'OPERASI' } },
    });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toBe('isi.bayi.cara_persalinan: Cara persalinan tidak valid');
  });

  it('is read by those who write letters only (surat:write): the record office reads letters, not this', async () => {
    expect((await surat('GET', `/surat/konteks/${ibu.layanan_uid}`, akun.rm)).statusCode).toBe(403);
  });
});
