import type { PaketLab, PemeriksaanLab } from '@rawat/domain';
import { toJakartaIsoDate } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let management: string;
let labor: string;
let dokter: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, management, labor, dokter] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('labor'),
    t.login('dokter'),
  ]);
});
afterAll(() => t.close());

const call = panggil(() => t);
const paths = (res: { json(): { errors?: { path: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.path);

async function labPerKode(kode: string): Promise<PemeriksaanLab> {
  const res = await call('GET', `/master/lab?search=${encodeURIComponent(kode)}&limitless=true`, dokter);
  const lab = (res.json().respon as PemeriksaanLab[]).find((p) => p.kode === kode);
  if (!lab) throw new Error(`lab ${kode} tidak ada`);
  return lab;
}

const ferritin = {
  kode: 'ferr',
  nama: 'Ferritin',
  kelompok: 'IMUNOSEROLOGI',
  spesimen: 'Serum',
  metode: 'CLIA',
  satuan: 'ng/mL',
  kode_loinc: '2276-4',
  jenis_hasil: 'ANGKA',
  desimal: 1,
  urutan: 50,
  nilai_rujukan: [
    { jenis_kelamin: null, umur_min: 0, umur_maks: 6575, nilai_min: '7', nilai_maks: '140' },
    { jenis_kelamin: 'L', umur_min: 6575, nilai_min: '30', nilai_maks: '400' },
    { jenis_kelamin: 'P', umur_min: 6575, nilai_min: '13', nilai_maks: '150,5' },
  ],
};

describe('/master/lab', () => {
  it('lists the seeded tests with ranges and today’s price to every role, by section', async () => {
    const res = await call('GET', '/master/lab?limitless=true&status=AKTIF', labor);
    expect(res.statusCode).toBe(200);
    const list = res.json().respon as PemeriksaanLab[];
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(list[0]).toMatchObject({
      kode: 'HB',
      kelompok: 'HEMATOLOGI',
      satuan: 'g/dL',
      kode_loinc: '718-7',
      tarif_umum_rj: 25_000,
    });
    const hb = list[0] as PemeriksaanLab;
    expect(hb.nilai_rujukan).toHaveLength(4);
    expect(hb.nilai_rujukan[2]).toMatchObject({
      jenis_kelamin: 'L',
      nilai_min: 13,
      nilai_maks: 17,
      kritis_min: 7,
    });
    const hbsag = list.find((p) => p.kode === 'HBSAG');
    expect(hbsag?.pilihan).toEqual([
      { nilai: 'Non-reaktif', normal: true },
      { nilai: 'Reaktif', normal: false },
    ]);
    const elektrolit = await call('GET', '/master/lab?kelompok=ELEKTROLIT', dokter);
    expect(elektrolit.json().respon.map((p: PemeriksaanLab) => p.kode)).toEqual(['NA', 'K', 'CL']);
    expect((await call('GET', '/master/lab')).statusCode).toBe(401);
    expect((await call('GET', '/master/lab?kelompok=RADIOLOGI', dokter)).statusCode).toBe(400);
  });

  it('lets ADMIN/MANAGEMENT add a test with its ranges (audited); LABOR and DOKTER get 403', async () => {
    expect((await call('POST', '/master/lab', labor, ferritin)).statusCode).toBe(403);
    expect((await call('POST', '/master/lab', dokter, ferritin)).statusCode).toBe(403);
    expect((await call('POST', '/master/lab', undefined, ferritin)).statusCode).toBe(401);
    const res = await call('POST', '/master/lab', management, ferritin);
    expect(res.statusCode).toBe(201);
    const dto = res.json().respon as PemeriksaanLab;
    expect(dto).toMatchObject({ kode: 'FERR', status: 'AKTIF', tarif_umum_rj: null, kode_loinc: '2276-4' });
    // SATUSEHAT's LOINC code: a typing slip is caught by its check digit.
    const loinc = await call('POST', '/master/lab', management, {
      ...ferritin,
      kode: 'FERR2',
      nama: 'Ferritin 2',
      kode_loinc: '2276-5',
    });
    expect(loinc.statusCode).toBe(400);
    expect(loinc.json().errors).toEqual([
      { path: 'kode_loinc', message: 'Digit cek kode LOINC tidak cocok' },
    ]);
    expect(
      dto.nilai_rujukan.map((r) => [r.jenis_kelamin, r.umur_min, r.umur_maks, r.nilai_min, r.nilai_maks]),
    ).toEqual([
      [null, 0, 6575, 7, 140],
      ['L', 6575, null, 30, 400],
      ['P', 6575, null, 13, 150.5],
    ]);
    expect(await countRows(t, `nilai_rujukan_lab where pemeriksaan_uid = '${dto.uid}'`)).toBe(3);
    expect(
      await countRows(t, `log_aktivitas where aksi = 'pemeriksaan_lab.create' and entitas_id = '${dto.uid}'`),
    ).toBe(1);
  });

  it('refuses overlapping or inconsistent ranges with the row and field, writing nothing (400)', async () => {
    const [tes, rentang] = [await countRows(t, 'pemeriksaan_lab'), await countRows(t, 'nilai_rujukan_lab')];
    const tumpang = await call('POST', '/master/lab', admin, {
      ...ferritin,
      kode: 'FERR2',
      nama: 'Ferritin 2',
      nilai_rujukan: [
        ...ferritin.nilai_rujukan,
        { jenis_kelamin: 'L', umur_min: 7000, nilai_min: 1, nilai_maks: 2 },
      ],
    });
    expect(tumpang.statusCode).toBe(400);
    expect(paths(tumpang)).toEqual(['nilai_rujukan.3.umur_min']);
    expect(tumpang.json().message).toContain('baris 2');
    const salah = await call('POST', '/master/lab', admin, {
      ...ferritin,
      kode: 'FERR2',
      nama: 'X',
      kelompok: 'RADIOLOGI',
      nilai_rujukan: [{ nilai_min: 10, nilai_maks: 5, kritis_min: 12 }],
    });
    expect(salah.statusCode).toBe(400);
    expect(paths(salah)).toEqual(expect.arrayContaining(['nama', 'kelompok']));
    const kritis = await call('POST', '/master/lab', admin, {
      ...ferritin,
      kode: 'FERR2',
      nama: 'Ferritin 2',
      nilai_rujukan: [{ nilai_min: 10, nilai_maks: 5, kritis_min: 12 }],
    });
    expect(paths(kritis).sort()).toEqual(['nilai_rujukan.0.kritis_min', 'nilai_rujukan.0.nilai_maks']);
    expect([await countRows(t, 'pemeriksaan_lab'), await countRows(t, 'nilai_rujukan_lab')]).toEqual([
      tes,
      rentang,
    ]);
  });

  it('answers 409 for a code or name held by an active test', async () => {
    const kode = await call('POST', '/master/lab', admin, { ...ferritin, kode: 'hb', nama: 'Hb Baru' });
    expect(kode.statusCode).toBe(409);
    expect(kode.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    const nama = await call('POST', '/master/lab', admin, { ...ferritin, kode: 'HB2', nama: 'hemoglobin' });
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
  });

  it('replaces the ranges on edit, with the change in the audit row', async () => {
    const ferr = await labPerKode('FERR');
    const res = await call('PUT', `/master/lab/${ferr.uid}`, admin, {
      ...ferr,
      nilai_rujukan: [{ jenis_kelamin: null, umur_min: 0, umur_maks: null, nilai_min: 10, nilai_maks: 300 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.nilai_rujukan).toHaveLength(1);
    expect(await countRows(t, `nilai_rujukan_lab where pemeriksaan_uid = '${ferr.uid}'`)).toBe(1);
    const [log] = await queryRows<{ detail: { sebelum: object; sesudah: object } }>(
      t,
      `select detail from log_aktivitas where aksi = 'pemeriksaan_lab.update' and entitas_id = '${ferr.uid}'`,
    );
    expect(Object.keys(log?.detail.sebelum ?? {})).toEqual(['nilai_rujukan']);
    expect(log?.detail.sesudah).toMatchObject({ nilai_rujukan: [{ nilai_min: 10, nilai_maks: 300 }] });
  });

  it('keeps a price list per test; only ADMIN/MANAGEMENT set it', async () => {
    const hb = await labPerKode('HB');
    const tarif = await call('GET', `/master/lab/${hb.uid}/tarif`, labor);
    expect(tarif.statusCode).toBe(200);
    expect(tarif.json().respon.berlaku).toHaveLength(24);
    const hariIni = toJakartaIsoDate(new Date());
    const body = {
      berlaku_mulai: hariIni,
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 27_000 }],
    };
    expect((await call('PUT', `/master/lab/${hb.uid}/tarif`, labor, body)).statusCode).toBe(403);
    expect((await call('PUT', `/master/lab/${hb.uid}/tarif`, admin, body)).statusCode).toBe(200);
    expect((await labPerKode('HB')).tarif_umum_rj).toBe(27_000);
    // The other cells of the list stay as they were.
    expect((await labPerKode('HT')).tarif_umum_rj).toBe(25_000);
  });
});

describe('/master/paket-lab', () => {
  it('lists the seeded packages with their tests in order and today’s price', async () => {
    const res = await call('GET', '/master/paket-lab?limitless=true', dokter);
    expect(res.statusCode).toBe(200);
    const list = res.json().respon as PaketLab[];
    expect(list.map((p) => p.kode)).toEqual(
      expect.arrayContaining(['PKT-DL', 'PKT-HATI', 'PKT-GINJAL', 'PKT-LIPID', 'PKT-MCU', 'PKT-DBD']),
    );
    const lipid = list.find((p) => p.kode === 'PKT-LIPID');
    expect(lipid?.pemeriksaan.map((p) => p.nama)).toEqual([
      'Kolesterol Total',
      'Kolesterol HDL',
      'Kolesterol LDL',
      'Trigliserida',
    ]);
    expect(lipid?.tarif_umum_rj).toBe(190_000);
    expect((await call('GET', '/master/paket-lab')).statusCode).toBe(401);
  });

  it('lets the lab compose a package (audited); DOKTER gets 403', async () => {
    const [ureum, krea, na] = await Promise.all([labPerKode('UREUM'), labPerKode('KREA'), labPerKode('NA')]);
    const body = {
      kode: 'pkt-hd',
      nama: 'Paket Pra Hemodialisa',
      pemeriksaan_uid: [krea.uid, ureum.uid, na.uid],
    };
    expect((await call('POST', '/master/paket-lab', dokter, body)).statusCode).toBe(403);
    expect((await call('POST', '/master/paket-lab', undefined, body)).statusCode).toBe(401);
    const res = await call('POST', '/master/paket-lab', labor, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'PKT-HD',
      pemeriksaan: [
        { kode: 'KREA', nama: 'Kreatinin' },
        { kode: 'UREUM', nama: 'Ureum' },
        { kode: 'NA', nama: 'Natrium', satuan: 'mmol/L' },
      ],
      tarif_umum_rj: null,
    });
    expect(await countRows(t, "log_aktivitas where aksi = 'paket_lab.create'")).toBe(1);
    const uid = res.json().respon.uid;
    const ubah = await call('PUT', `/master/paket-lab/${uid}`, labor, {
      ...body,
      pemeriksaan_uid: [na.uid, krea.uid],
    });
    expect(ubah.json().respon.pemeriksaan.map((p: { kode: string }) => p.kode)).toEqual(['NA', 'KREA']);
    expect(await countRows(t, `paket_lab_item where paket_uid = '${uid}'`)).toBe(2);
    const dup = await call('POST', '/master/paket-lab', labor, { ...body, kode: 'PKT-DL' });
    expect(dup.statusCode).toBe(409);
  });

  it('refuses unknown, retired, repeated or no tests, naming the position; nothing written', async () => {
    const hb = await labPerKode('HB');
    const ferr = await labPerKode('FERR');
    expect(
      (await call('PUT', `/master/lab/${ferr.uid}/status`, admin, { status: 'NONAKTIF' })).statusCode,
    ).toBe(200);
    const [paket, item] = [await countRows(t, 'paket_lab'), await countRows(t, 'paket_lab_item')];
    const base = { kode: 'PKT-X', nama: 'Paket X' };
    const asing = await call('POST', '/master/paket-lab', labor, {
      ...base,
      pemeriksaan_uid: [hb.uid, '00000000-0000-4000-8000-000000000000', ferr.uid],
    });
    expect(asing.statusCode).toBe(400);
    expect(asing.json().errors).toEqual([
      { path: 'pemeriksaan_uid.1', message: 'Pemeriksaan tidak ditemukan' },
      { path: 'pemeriksaan_uid.2', message: 'Pemeriksaan Ferritin sudah nonaktif; keluarkan dari paket' },
    ]);
    const ganda = await call('POST', '/master/paket-lab', labor, {
      ...base,
      pemeriksaan_uid: [hb.uid, hb.uid],
    });
    expect(paths(ganda)).toEqual(['pemeriksaan_uid.1']);
    const kosong = await call('POST', '/master/paket-lab', labor, { ...base, pemeriksaan_uid: [] });
    expect(paths(kosong)).toEqual(['pemeriksaan_uid']);
    expect([await countRows(t, 'paket_lab'), await countRows(t, 'paket_lab_item')]).toEqual([paket, item]);
  });

  it('will not reactivate a package holding a retired test', async () => {
    const [ferr, hb] = [await labPerKode('FERR'), await labPerKode('HB')];
    await call('PUT', `/master/lab/${ferr.uid}/status`, admin, { status: 'AKTIF' });
    const res = await call('POST', '/master/paket-lab', labor, {
      kode: 'PKT-FE',
      nama: 'Paket Anemia',
      pemeriksaan_uid: [hb.uid, ferr.uid],
    });
    const uid = res.json().respon.uid;
    await call('PUT', `/master/paket-lab/${uid}/status`, labor, { status: 'NONAKTIF' });
    await call('PUT', `/master/lab/${ferr.uid}/status`, admin, { status: 'NONAKTIF' });
    const on = await call('PUT', `/master/paket-lab/${uid}/status`, labor, { status: 'AKTIF' });
    expect(on.statusCode).toBe(409);
    expect(on.json()).toMatchObject({ code: 'labor.paket_berisi_nonaktif' });
    expect(on.json().message).toContain('Ferritin');
    const detail = (await call('GET', `/master/paket-lab/${uid}`, dokter)).json().respon as PaketLab;
    expect(detail.pemeriksaan.map((p) => p.status)).toEqual(['AKTIF', 'NONAKTIF']);
  });

  it('keeps a price list per package: the lab reads it, management sets it', async () => {
    const [dl] = (await call('GET', '/master/paket-lab?search=PKT-DL', labor)).json().respon as PaketLab[];
    if (!dl) throw new Error('PKT-DL tidak ada');
    const tarif = await call('GET', `/master/paket-lab/${dl.uid}/tarif`, labor);
    expect(tarif.json().respon.berlaku).toContainEqual(
      expect.objectContaining({ penjamin: 'ASURANSI', kelas: 'VIP', jumlah: 190_000 }),
    );
    const body = {
      berlaku_mulai: toJakartaIsoDate(new Date()),
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 99_000 }],
    };
    expect((await call('PUT', `/master/paket-lab/${dl.uid}/tarif`, labor, body)).statusCode).toBe(403);
    expect((await call('PUT', `/master/paket-lab/${dl.uid}/tarif`, management, body)).statusCode).toBe(200);
    expect((await call('GET', `/master/paket-lab/${dl.uid}`, dokter)).json().respon.tarif_umum_rj).toBe(
      99_000,
    );
  });
});
