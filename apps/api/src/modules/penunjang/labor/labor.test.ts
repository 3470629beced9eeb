import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { buatOrderUji, ubahPasien, uidKode } from '../penunjang.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let pria: LayananUji;
const uid: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'labor', 'radiologi', 'kasir']) akun[r] = await t.login(r);
  pria = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Budi Lab' });
  for (const k of ['HB', 'GDS', 'GOLDA', 'WIDAL']) uid[k] = await uidKode(t, 'pemeriksaan_lab', k);
  uid.lipid = await uidKode(t, 'paket_lab', 'PKT-LIPID');
});
afterAll(() => t.close());

const lab = (...items: object[]) => ({ jenis: 'LABOR' as const, items });
const order = (l: LayananUji, ...items: object[]) =>
  buatOrderUji(t, akun.dokter ?? '', l.layanan_uid, {
    ...lab(...items),
    cito: true,
    catatan_klinis: 'Anemia?',
  });
const langkah = (o: string, aksi: string, cookie = akun.labor, body: object = {}) =>
  call('POST', `/labor/${o}/${aksi}`, cookie, body);
type Baris = {
  uid: string;
  kode: string;
  nama: string;
  rujukan: string | null;
  nilai: string | null;
  flag: string | null;
};
const baris = async (o: string): Promise<Baris[]> =>
  (await call('GET', `/labor/${o}`, akun.labor)).json().respon.hasil.baris;
const isi = (rows: Baris[], nilai: Record<string, string>) => ({
  hasil: rows.filter((r) => r.kode in nilai).map((r) => ({ uid: r.uid, nilai: nilai[r.kode] })),
});

describe('the lab order from request to validated result', () => {
  it('samples (charging each line once), labels, fills, flags, validates, prints and tells the doctor', async () => {
    const o = await order(
      pria,
      { pemeriksaan_lab_uid: uid.HB },
      { pemeriksaan_lab_uid: uid.GDS },
      { paket_lab_uid: uid.lipid },
    );
    const list = await call(
      'GET',
      `/labor?tanggal=2030-01-07&cito=true&penjamin=UMUM&search=Budi`,
      akun.labor,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().respon.map((r: { uid: string }) => r.uid)).toContain(o.uid);
    expect(list.json().respon[0]).toMatchObject({
      status: 'DIMINTA',
      cito: true,
      pasien: { nama: 'Budi Lab 1' },
    });
    expect((await call('GET', `/labor?tanggal=2030-01-08`, akun.labor)).json().metadata.total_data).toBe(0);

    const sampel = await langkah(o.uid, 'sampel', akun.labor, { catatan: 'Vena mediana cubiti' });
    expect(sampel.statusCode).toBe(200);
    const d = sampel.json().respon;
    expect(d.status).toBe('SAMPEL_DIAMBIL');
    // The package expanded into its four tests, each with the range for an adult man.
    expect(d.hasil.baris.map((b: Baris) => b.kode)).toEqual(['HB', 'GDS', 'CHOL', 'HDL', 'LDL', 'TG']);
    expect(d.hasil.baris[0]).toMatchObject({ satuan: 'g/dL', rujukan: '13,0–17,0', nilai: null });
    expect(d.hasil.baris.find((b: Baris) => b.kode === 'HDL')?.paket).toBe('Paket Lipid');
    expect(d.items.map((i: { tagihan: number }) => i.tagihan)).toEqual([25_000, 25_000, 190_000]);
    const tagihan = await queryRows<{ jenis: string; total: string; sumber: string }>(
      t,
      // The lab's charges (registration's administration and card are on the bill too).
      `select jenis, total, sumber from transaksi where kunjungan_uid = '${pria.kunjungan_uid}' and sumber <> 'pendaftaran' order by created_at`,
    );
    expect(tagihan.map((r) => [r.jenis, Number(r.total), r.sumber])).toEqual([
      ['LABOR', 25_000, 'order_item'],
      ['LABOR', 25_000, 'order_item'],
      ['LABOR', 190_000, 'order_item'],
    ]);

    const label = await call('GET', `/labor/${o.uid}/label.pdf`, akun.labor);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(teksPdf(label.rawPayload)).toContain('BUDI LAB');

    expect((await langkah(o.uid, 'proses')).json().respon.status).toBe('DIPROSES');
    const rows = d.hasil.baris as Baris[];
    const sebagian = await call(
      'PUT',
      `/labor/${o.uid}/hasil`,
      akun.labor,
      isi(rows, { HB: '10,2', GDS: '452' }),
    );
    expect(sebagian.statusCode).toBe(200);
    expect(sebagian.json().respon.status).toBe('DIPROSES');
    expect(sebagian.json().respon.hasil.baris.slice(0, 2)).toMatchObject([
      { nilai: '10,2', flag: 'L' },
      { nilai: '452', flag: 'HH' },
    ]);
    const penuh = await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, {
      ...isi(rows, { CHOL: '180', HDL: '45', LDL: '90', TG: '120' }),
      catatan: 'Sampel tidak lipemik',
    });
    expect(penuh.json().respon).toMatchObject({ status: 'HASIL_DIISI', jumlah_abnormal: 2, kritis: true });

    const valid = await langkah(o.uid, 'validasi');
    expect(valid.statusCode).toBe(200);
    expect(valid.json().respon.hasil).toMatchObject({
      status: 'VALID',
      versi: 1,
      validator: 'Rina Marlina, A.Md.AK',
    });
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where sumber_uid = '${o.uid}' and ringkasan like 'Hasil%'`,
    );
    expect(log?.ringkasan).toBe(
      `Hasil laboratorium ${o.nomor} tervalidasi: Hemoglobin 10,2 g/dL (L); Glukosa Darah Sewaktu 452 mg/dL (HH*); 4 pemeriksaan lain normal`,
    );

    // The ordering doctor reads it (labor.hasil:read) and finds it among their own results.
    const dokter = await call('GET', `/labor/${o.uid}`, akun.dokter);
    expect(dokter.json().respon.hasil.baris[0]).toMatchObject({ nama: 'Hemoglobin', flag: 'L' });
    const milik = await call('GET', '/labor/hasil?milik_saya=true', akun.dokter);
    expect(milik.json().respon.map((r: { uid: string }) => r.uid)).toContain(o.uid);
    const pdf = await call('GET', `/labor/${o.uid}/hasil.pdf`, akun.dokter);
    expect(pdf.statusCode).toBe(200);
    const teks = teksPdf(pdf.rawPayload);
    for (const s of [
      'HASIL PEMERIKSAAN LABORATORIUM',
      o.nomor,
      'Hemoglobin',
      '10,2',
      '13,0–17,0',
      'HH*',
      'Rina Marlina, A.Md.AK',
      'dr. Andi Pratama, Sp.PD',
    ])
      expect(teks).toContain(s);
  });

  it('refuses steps out of order with 409 and never charges twice', async () => {
    const o = await order(pria, { pemeriksaan_lab_uid: uid.HB });
    const kode = async (r: Promise<{ statusCode: number; json: () => { code: string } }>) => {
      const res = await r;
      return `${res.statusCode} ${res.json().code}`;
    };
    const salah = '409 unit.status_order_tidak_sesuai';
    expect(await kode(langkah(o.uid, 'proses'))).toBe(salah);
    expect(await kode(langkah(o.uid, 'validasi'))).toBe(salah);
    expect(await kode(call('GET', `/labor/${o.uid}/label.pdf`, akun.labor) as never)).toBe(
      '409 labor.sampel_belum_diambil',
    );
    await langkah(o.uid, 'sampel');
    const nTagihan = await countRows(t, 'transaksi');
    const dua = await Promise.all([langkah(o.uid, 'sampel'), langkah(o.uid, 'sampel')]);
    expect(dua.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(await countRows(t, 'transaksi')).toBe(nTagihan);
    const rows = await baris(o.uid);
    expect((await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, isi(rows, { HB: '14' }))).statusCode).toBe(
      409,
    );
    // The doctor may no longer cancel what the lab has started.
    const batalDokter = await call(
      'POST',
      `/pelayanan/${pria.layanan_uid}/order/${o.uid}/batal`,
      akun.dokter,
      {
        alasan: 'Tidak jadi',
      },
    );
    expect(batalDokter.statusCode).toBe(409);
    await langkah(o.uid, 'proses');
    expect(await kode(langkah(o.uid, 'validasi'))).toBe('409 labor.hasil_belum_lengkap');
    expect(
      await kode(
        langkah(o.uid, 'koreksi', akun.labor, {
          alasan: 'Salah ketik',
          hasil: [{ uid: rows[0]?.uid, nilai: '1' }],
        }),
      ),
    ).toBe(salah);
    await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, isi(rows, { HB: '14' }));
    await langkah(o.uid, 'validasi');
    expect(await kode(langkah(o.uid, 'validasi'))).toBe(salah);
    expect(
      await kode(call('PUT', `/labor/${o.uid}/hasil`, akun.labor, isi(rows, { HB: '15' })) as never),
    ).toBe(salah);
    expect(await kode(langkah(o.uid, 'batal', akun.labor, { alasan: 'Salah pasien' }))).toBe(salah);
  });

  it('reads each value by its test and refuses bad ones field by field, writing nothing', async () => {
    const o = await order(
      pria,
      { pemeriksaan_lab_uid: uid.HB },
      { pemeriksaan_lab_uid: uid.GOLDA },
      { pemeriksaan_lab_uid: uid.WIDAL },
    );
    await langkah(o.uid, 'sampel');
    await langkah(o.uid, 'proses');
    const rows = await baris(o.uid);
    const res = await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, {
      hasil: [
        { uid: rows[0]?.uid, nilai: 'tinggi' },
        { uid: rows[1]?.uid, nilai: 'Z' },
        { uid: '00000000-0000-4000-8000-000000000000', nilai: '1' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'hasil.0.nilai', message: 'Hemoglobin: Hasil harus angka (mis. 13,5)' },
      { path: 'hasil.1.nilai', message: 'Golongan Darah: Pilih salah satu: A, B, AB, O' },
      { path: 'hasil.2.uid', message: 'Baris hasil tidak ada pada order ini' },
    ]);
    expect((await baris(o.uid)).every((b) => b.nilai === null)).toBe(true);
    expect((await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, { hasil: [] })).statusCode).toBe(400);
    const ok = await call(
      'PUT',
      `/labor/${o.uid}/hasil`,
      akun.labor,
      isi(rows, { HB: '13.55', GOLDA: 'ab', WIDAL: 'S. typhi O 1/320' }),
    );
    expect(ok.json().respon.hasil.baris.map((b: Baris) => [b.nilai, b.flag])).toEqual([
      ['13,55', null],
      ['AB', null],
      ['S. typhi O 1/320', null],
    ]);
  });
});

describe('reference ranges follow the patient’s sex and age on the sampling day', () => {
  it('chooses the woman’s, the child’s and the newborn’s Hb range and flags by it', async () => {
    const kasus: [string, 'L' | 'P', string, string, string | null][] = [
      ['Wati', 'P', '1990-05-01', '12,0–15,0', null],
      ['Adik', 'L', '2025-01-07', '11,0–14,5', null],
      ['Bayi', 'P', '2029-12-28', '13,5–19,5', 'L'],
    ];
    for (const [nama, jk, lahir, rujukan, flag] of kasus) {
      const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama });
      await ubahPasien(t, l.pasien_uid, jk, lahir);
      const o = await order(l, { pemeriksaan_lab_uid: uid.HB });
      await langkah(o.uid, 'sampel');
      await langkah(o.uid, 'proses');
      const [hb] = await baris(o.uid);
      expect(hb?.rujukan, nama).toBe(rujukan);
      const res = await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, isi(hb ? [hb] : [], { HB: '12,5' }));
      expect(res.json().respon.hasil.baris[0].flag, nama).toBe(flag);
    }
  });
});

describe('a correction after validation is a new version; the old one stays, marked corrected', () => {
  it('keeps version 1 as DIKOREKSI with its values and prints the replaced value', async () => {
    const o = await order(pria, { pemeriksaan_lab_uid: uid.HB }, { pemeriksaan_lab_uid: uid.GDS });
    await langkah(o.uid, 'sampel');
    await langkah(o.uid, 'proses');
    const rows = await baris(o.uid);
    await call('PUT', `/labor/${o.uid}/hasil`, akun.labor, isi(rows, { HB: '10,2', GDS: '100' }));
    await langkah(o.uid, 'validasi');
    const tanpaUbah = await langkah(o.uid, 'koreksi', akun.labor, {
      alasan: 'Cek ulang',
      ...isi(rows, { HB: '10,2' }),
    });
    expect(tanpaUbah.statusCode).toBe(400);
    const kosong = await langkah(o.uid, 'koreksi', akun.labor, {
      alasan: 'Cek ulang',
      ...isi(rows, { HB: '' }),
    });
    expect(kosong.json().errors[0].path).toBe('hasil.0.nilai');
    expect(await countRows(t, `hasil_lab_versi where order_uid = '${o.uid}'`)).toBe(1);
    expect(
      (await langkah(o.uid, 'koreksi', akun.dokter, { alasan: 'Salah input', ...isi(rows, { HB: '14' }) }))
        .statusCode,
    ).toBe(403);

    const res = await langkah(o.uid, 'koreksi', akun.labor, {
      alasan: 'Salah input analis',
      ...isi(rows, { HB: '14,2' }),
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().respon;
    expect(d.status).toBe('TERVALIDASI');
    expect(d.hasil).toMatchObject({ versi: 2, status: 'VALID', alasan_koreksi: 'Salah input analis' });
    expect(d.hasil.baris.map((b: Baris) => [b.nilai, b.flag])).toEqual([
      ['14,2', null],
      ['100', null],
    ]);
    expect(d.versi_lama).toHaveLength(1);
    expect(d.versi_lama[0]).toMatchObject({ versi: 1, status: 'DIKOREKSI', label_status: 'Dikoreksi' });
    expect(d.versi_lama[0].baris[0]).toMatchObject({ nilai: '10,2', flag: 'L' });
    const teks = teksPdf((await call('GET', `/labor/${o.uid}/hasil.pdf`, akun.labor)).rawPayload);
    expect(teks).toContain('Versi 2 (koreksi)');
    expect(teks).toContain('Salah input analis');
    expect(teks).toContain('10,2 L');
    const [audit] = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas_id = '${o.uid}' order by id desc limit 1`,
    );
    expect(audit?.aksi).toBe('labor.koreksi');
  });
});

describe('cancelling by the lab', () => {
  it('reverses the charges with the reason and keeps the order as BATAL', async () => {
    const o = await order(pria, { paket_lab_uid: uid.lipid });
    await langkah(o.uid, 'sampel');
    expect((await langkah(o.uid, 'batal', akun.labor, { alasan: 'x' })).statusCode).toBe(400);
    const res = await langkah(o.uid, 'batal', akun.labor, {
      alasan: 'Sampel lisis, pasien menolak diambil ulang',
    });
    expect(res.json().respon).toMatchObject({
      status: 'BATAL',
      alasan_batal: 'Sampel lisis, pasien menolak diambil ulang',
    });
    expect(res.json().respon.items[0].tagihan).toBe(0);
    const [balik] = await queryRows<{ total: string; alasan: string }>(
      t,
      `select t.total, t.alasan from transaksi t join order_item i on i.uid = t.sumber_uid where i.order_uid = '${o.uid}' and t.membalik_uid is not null`,
    );
    expect([Number(balik?.total), balik?.alasan]).toEqual([
      -190_000,
      'Sampel lisis, pasien menolak diambil ulang',
    ]);
    expect((await langkah(o.uid, 'batal', akun.labor, { alasan: 'Lagi lagi' })).statusCode).toBe(409);
  });
});

describe('every lab route: 401 without a session, 403 without the permission, 400 for bad input', () => {
  it('guards each route', async () => {
    const o = await order(pria, { pemeriksaan_lab_uid: uid.HB });
    const rute: [string, string, object | undefined, string][] = [
      ['GET', '/labor', undefined, 'radiologi'],
      ['GET', '/labor/jumlah', undefined, 'dokter'],
      ['GET', '/labor/hasil', undefined, 'radiologi'],
      ['GET', `/labor/${o.uid}`, undefined, 'kasir'],
      ['POST', `/labor/${o.uid}/sampel`, {}, 'dokter'],
      ['POST', `/labor/${o.uid}/proses`, {}, 'dokter'],
      ['PUT', `/labor/${o.uid}/hasil`, { hasil: [] }, 'dokter'],
      ['POST', `/labor/${o.uid}/validasi`, {}, 'dokter'],
      ['POST', `/labor/${o.uid}/koreksi`, {}, 'dokter'],
      ['POST', `/labor/${o.uid}/batal`, { alasan: 'Tidak jadi' }, 'dokter'],
      ['GET', `/labor/${o.uid}/label.pdf`, undefined, 'dokter'],
      ['GET', `/labor/${o.uid}/hasil.pdf`, undefined, 'radiologi'],
    ];
    for (const [m, url, body, lain] of rute) {
      expect((await call(m as 'GET', url, undefined, body)).statusCode, `${m} ${url}`).toBe(401);
      expect((await call(m as 'GET', url, akun[lain], body)).statusCode, `${m} ${url} ${lain}`).toBe(403);
    }
    const sebelum = await countRows(t, 'order_riwayat');
    const buruk: [string, string, object | undefined][] = [
      ['GET', '/labor?status=SELESAI', undefined],
      ['GET', '/labor?tanggal=2030-02-30', undefined],
      ['GET', '/labor/jumlah?cito=ya', undefined],
      ['GET', '/labor/hasil?milik_saya=1', undefined],
      ['GET', '/labor/bukan-uid', undefined],
      ['POST', '/labor/bukan-uid/sampel', {}],
      ['POST', `/labor/${o.uid}/proses`, { catatan: 'x'.repeat(501) }],
      ['PUT', `/labor/${o.uid}/hasil`, { hasil: [{ uid: 'x' }] }],
      ['POST', `/labor/${o.uid}/koreksi`, { alasan: 'ok', hasil: [] }],
      ['POST', `/labor/${o.uid}/batal`, {}],
      ['GET', '/labor/bukan-uid/label.pdf', undefined],
    ];
    for (const [m, url, body] of buruk)
      expect((await call(m as 'GET', url, akun.labor, body)).statusCode, `${m} ${url}`).toBe(400);
    expect(await countRows(t, 'order_riwayat')).toBe(sebelum);
    expect((await call('GET', '/labor/00000000-0000-4000-8000-000000000000', akun.labor)).statusCode).toBe(
      404,
    );
    // A radiology order is not the lab's.
    const rad = await buatOrderUji(t, akun.dokter ?? '', pria.layanan_uid, {
      jenis: 'RADIOLOGI',
      items: [{ pemeriksaan_radiologi_uid: await uidKode(t, 'pemeriksaan_radiologi', 'DX-THORAX-PA') }],
    });
    expect((await langkah(rad.uid, 'sampel')).statusCode).toBe(404);
  });
});
