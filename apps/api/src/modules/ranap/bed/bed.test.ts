import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createTestApp,
  type Method,
  panggil,
  queryRows,
  type TestApp,
} from '../../../test/harness.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { stayUji } from '../ranap.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const c = (r: string) => akun[r] ?? '';

const bedKosong = async (kode: string) => {
  const [b] = await queryRows<{ uid: string }>(
    t,
    `select b.uid from bed b join ruangan r on r.uid = b.ruangan_uid
      where r.kode = '${kode}' and b.status = 'KOSONG' and b.aktif order by b.no_bed desc, b.uid limit 1`,
  );
  if (!b) throw new Error(`tidak ada bed kosong di ${kode}`);
  return b.uid;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'perawat', 'kasir', 'admin', 'dokter']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('bed status by hand', () => {
  it('cleaning → ready, out of order with a reason and back; each change is history and audit', async () => {
    const uid = await bedKosong('MLT');
    const url = `/ranap/bed/${uid}/status`;
    const audit0 = await countRows(t, 'log_aktivitas');

    const bersih = await call('PUT', url, c('perawat'), { status: 'DIBERSIHKAN' });
    expect(bersih.statusCode).toBe(200);
    expect(bersih.json().respon).toMatchObject({ uid, status: 'DIBERSIHKAN' });
    expect((await call('PUT', url, c('perawat'), { status: 'KOSONG' })).statusCode).toBe(200);

    const riwayat0 = await countRows(t, 'bed_riwayat');
    const tanpaAlasan = await call('PUT', url, c('perawat'), { status: 'RUSAK', alasan: '  ' });
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().errors).toEqual([{ path: 'alasan', message: 'Alasan wajib diisi' }]);
    expect(await countRows(t, 'bed_riwayat')).toBe(riwayat0);

    const rusak = await call('PUT', url, c('admin'), { status: 'RUSAK', alasan: 'Rem roda patah' });
    expect(rusak.statusCode).toBe(200);
    // Out of order → ready straight away is allowed; out of order → occupied never by hand.
    const keTerisi = await call('PUT', url, c('admin'), { status: 'TERISI' });
    expect(keTerisi.statusCode).toBe(409);
    expect(keTerisi.json().code).toBe('ranap.status_bed_tidak_boleh');
    expect(keTerisi.json().message).toBe('Status bed tidak dapat diubah dari Rusak ke Terisi');
    expect((await call('PUT', url, c('perawat'), { status: 'KOSONG' })).statusCode).toBe(200);
    // KOSONG → KOSONG is no move.
    expect((await call('PUT', url, c('perawat'), { status: 'KOSONG' })).statusCode).toBe(409);

    const riwayat = await call('GET', `/ranap/bed/${uid}/riwayat`, c('perawat'));
    expect(riwayat.statusCode).toBe(200);
    const baris = riwayat.json().data as {
      status_lama: string;
      status_baru: string;
      alasan: string | null;
    }[];
    // One clock in the test: the four rows share a time, so compare them unordered.
    expect(baris.map((r) => `${r.status_lama}>${r.status_baru}`).sort()).toEqual(
      ['RUSAK>KOSONG', 'KOSONG>RUSAK', 'DIBERSIHKAN>KOSONG', 'KOSONG>DIBERSIHKAN'].sort(),
    );
    expect(baris.find((r) => r.status_baru === 'RUSAK')?.alasan).toBe('Rem roda patah');
    expect(riwayat.json().data[0].oleh).toBeTruthy();
    expect(await countRows(t, 'log_aktivitas')).toBeGreaterThanOrEqual(audit0 + 4);
    const [a] = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where aksi = 'bed.status' and entitas_id = '${uid}' order by waktu desc, id desc limit 1`,
    );
    expect(a?.keterangan).toContain('Rusak → Kosong');
  });

  it('refuses moving an occupied bed out of TERISI by hand', async () => {
    const stay = await stayUji(t, c('pendaftaran'), { kelas: 'KELAS_3', nama: 'Pasien Terisi' });
    const res = await call('PUT', `/ranap/bed/${stay.bed_uid}/status`, c('perawat'), {
      status: 'DIBERSIHKAN',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ranap.status_bed_tidak_boleh');
  });
});

describe('the bed board', () => {
  it('counts per class and ward against a known state and shows the patient of an occupied bed', async () => {
    const sebelum = (await call('GET', '/ranap/bed-board?kelas=KELAS_2', c('pendaftaran'))).json();
    const k2 = (b: typeof sebelum) => b.per_kelas.find((k: { kelas: string }) => k.kelas === 'KELAS_2');
    expect(k2(sebelum)).toMatchObject({ kapasitas: 12 });
    expect(sebelum.ruangan.map((r: { kode: string }) => r.kode)).toEqual(['MWR']);

    const a = await stayUji(t, c('pendaftaran'), { ruangan: 'MWR', nama: 'Budi Papan' });
    await stayUji(t, c('pendaftaran'), {
      ruangan: 'MWR',
      nama: 'Sari Papan',
      masuk: '2030-01-05T21:00:00+07:00',
    });
    const uidRusak = await bedKosong('MWR');
    await call('PUT', `/ranap/bed/${uidRusak}/status`, c('perawat'), { status: 'RUSAK', alasan: 'AC bocor' });

    const res = await call('GET', '/ranap/bed-board?kelas=KELAS_2', c('perawat'));
    expect(res.statusCode).toBe(200);
    const papan = res.json();
    const s = k2(sebelum);
    expect(k2(papan)).toEqual({
      kelas: 'KELAS_2',
      kapasitas: 12,
      kosong: s.kosong - 3,
      terisi: s.terisi + 2,
      dipesan: s.dipesan,
      dibersihkan: s.dibersihkan,
      rusak: s.rusak + 1,
    });
    const { kelas: _kelas, ...hitungMwr } = k2(papan);
    expect(papan.ruangan[0].hitung).toEqual(hitungMwr);
    expect(papan.total.kapasitas).toBe(12);
    const beds = papan.ruangan[0].kamar.flatMap((k: { bed: unknown[] }) => k.bed);
    const budi = beds.find((b: { uid: string }) => b.uid === a.bed_uid);
    expect(budi).toMatchObject({
      status: 'TERISI',
      penghuni: {
        nama: expect.stringContaining('Budi Papan'),
        layanan_uid: a.layanan_uid,
        penjamin: 'UMUM',
        hari_ke: 1,
      },
    });
    expect(budi.penghuni.dpjp).toBeTruthy();
    expect(budi.penghuni.no_rm).toBeTruthy();
    const sari = beds.find((b: { penghuni: { nama: string } | null }) =>
      b.penghuni?.nama.startsWith('Sari Papan'),
    );
    // Admitted Saturday evening, Monday is day 3.
    expect(sari.penghuni.hari_ke).toBe(3);

    const semua = (await call('GET', '/ranap/bed-board', c('admin'))).json();
    expect(semua.ruangan.length).toBe(7);
    expect(semua.total.kapasitas).toBe(48);
    // A special unit counts as its own kind, not under the class its charges are priced at.
    expect(semua.per_kelas.find((k: { kelas: string }) => k.kelas === 'KELAS_1').kapasitas).toBe(8);
    expect(
      semua.per_unit_khusus.map((u: { jenis: string; kapasitas: number }) => [u.jenis, u.kapasitas]),
    ).toEqual([
      ['ICU', 6],
      ['HCU', 4],
    ]);
  });

  it('the public availability has the Aplicares fields and no patient data', async () => {
    await stayUji(t, c('pendaftaran'), { ruangan: 'AGR', nama: 'Rahasia Pasien Publik' });
    const res = await call('GET', '/ranap/ketersediaan-bed');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Rahasia');
    expect(res.body).not.toContain('no_rm');
    const agr = res.json().ruang.find((r: { koderuang: string }) => r.koderuang === 'AGR');
    expect(agr).toEqual({
      kodekelas: 'KL1',
      koderuang: 'AGR',
      namaruang: 'Anggrek',
      kapasitas: 8,
      tersedia: 7,
      tersediapria: 0,
      tersediawanita: 0,
      tersediapriawanita: 7,
    });
    const icu = res.json().ruang.find((r: { koderuang: string }) => r.koderuang === 'ICU');
    expect(icu.kodekelas).toBe('ICU');
    const mlt = res.json().ruang.find((r: { koderuang: string }) => r.koderuang === 'MLT');
    expect(mlt.tersediapria + mlt.tersediawanita + mlt.tersediapriawanita).toBe(mlt.tersedia);
    const kl1 = res.json().total_kelas.find((r: { kodekelas: string }) => r.kodekelas === 'KL1');
    expect(kl1.kapasitas).toBe(8);
  });
});

describe('wards, rooms and beds', () => {
  it('creates a ward, a room and beds; duplicates are 409; a bed in use is neither deactivated nor moved', async () => {
    const w = await call('POST', '/ranap/ruangan', c('admin'), {
      kode: 'tlp',
      nama: 'Teratai',
      jenis: 'BANGSAL',
      kelas: 'KELAS_3',
      lantai: 'Lantai 4',
    });
    expect(w.statusCode).toBe(201);
    expect(w.json().respon).toMatchObject({ kode: 'TLP', status: 'AKTIF', kamar: [] });
    const dup = await call('POST', '/ranap/ruangan', c('admin'), {
      kode: 'MLT',
      nama: 'Melati Baru',
      jenis: 'BANGSAL',
      kelas: 'KELAS_3',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('master.kode_sudah_dipakai');
    const ruanganUid = w.json().respon.uid;
    const k = await call('POST', '/ranap/kamar', c('admin'), {
      ruangan_uid: ruanganUid,
      no_kamar: 'TLP-1',
      jenis_kelamin: 'P',
    });
    expect(k.statusCode).toBe(201);
    const kDup = await call('POST', '/ranap/kamar', c('admin'), {
      ruangan_uid: ruanganUid,
      no_kamar: 'TLP-1',
    });
    expect(kDup.json().code).toBe('ranap.no_kamar_sudah_dipakai');
    const kamarUid = k.json().respon.uid;
    const b = await call('POST', '/ranap/bed', c('admin'), { kamar_uid: kamarUid, no_bed: 'A' });
    expect(b.statusCode).toBe(201);
    expect(
      (await call('POST', '/ranap/bed', c('admin'), { kamar_uid: kamarUid, no_bed: 'A' })).statusCode,
    ).toBe(409);
    const daftar = (await call('GET', '/ranap/ruangan', c('admin'))).json().data;
    const tlp = daftar.find((r: { kode: string }) => r.kode === 'TLP');
    expect(tlp.kamar[0].bed.map((x: { no_bed: string }) => x.no_bed)).toEqual(['A']);

    // An occupied bed of Melati: no deactivation, no move; its room and ward neither.
    const stay = await stayUji(t, c('pendaftaran'), { ruangan: 'MLT', nama: 'Pasien Tetap' });
    const nonaktif = await call('PUT', `/ranap/bed/${stay.bed_uid}/aktif`, c('admin'), { aktif: false });
    expect(nonaktif.statusCode).toBe(409);
    expect(nonaktif.json().code).toBe('ranap.bed_sedang_dipakai');
    const pindah = await call('PUT', `/ranap/bed/${stay.bed_uid}`, c('admin'), {
      kamar_uid: kamarUid,
      no_bed: 'Z',
    });
    expect(pindah.statusCode).toBe(409);
    const [mlt] = await queryRows<{ uid: string }>(t, `select uid from ruangan where kode = 'MLT'`);
    expect(
      (await call('PUT', `/ranap/ruangan/${mlt?.uid}/status`, c('admin'), { status: 'NONAKTIF' })).statusCode,
    ).toBe(409);
    // The new bed, free, moves and deactivates.
    const bedBaru = b.json().respon.uid;
    expect(
      (await call('PUT', `/ranap/bed/${bedBaru}`, c('admin'), { kamar_uid: kamarUid, no_bed: 'B' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/ranap/bed/${bedBaru}/aktif`, c('admin'), { aktif: false })).json().respon.aktif,
    ).toBe(false);
    expect(
      (await call('PUT', `/ranap/kamar/${kamarUid}/aktif`, c('admin'), { aktif: false })).statusCode,
    ).toBe(200);
    const off = await call('PUT', `/ranap/ruangan/${ruanganUid}/status`, c('admin'), { status: 'NONAKTIF' });
    expect(off.json().respon.status).toBe('NONAKTIF');
    const board = (await call('GET', '/ranap/bed-board', c('admin'))).json();
    expect(board.ruangan.some((r: { kode: string }) => r.kode === 'TLP')).toBe(false);
  });
});

describe('day tariffs and deposits', () => {
  it('reads and schedules a daily item price; sets the deposit per class', async () => {
    const items = (await call('GET', '/ranap/item-harian', c('admin'))).json().data;
    const kmr = items.find((i: { kode: string }) => i.kode === 'KMR');
    expect(kmr).toMatchObject({ jenis: 'KAMAR', jenis_ruangan: null });
    const tarif = await call('GET', `/ranap/item-harian/${kmr.uid}/tarif`, c('admin'));
    expect(tarif.statusCode).toBe(200);
    expect(tarif.json().respon.berlaku.length).toBeGreaterThan(0);
    const atur = await call('PUT', `/ranap/item-harian/${kmr.uid}/tarif`, c('admin'), {
      berlaku_mulai: '2030-02-01',
      tarif: [{ penjamin: 'UMUM', kelas: 'KELAS_3', jumlah: 175000 }],
    });
    expect(atur.statusCode).toBe(200);
    const nanti = await call('GET', `/ranap/item-harian/${kmr.uid}/tarif?tanggal=2030-02-01`, c('admin'));
    const sel = nanti
      .json()
      .respon.berlaku.find(
        (x: { penjamin: string; kelas: string }) => x.penjamin === 'UMUM' && x.kelas === 'KELAS_3',
      );
    expect(sel.jumlah).toBe(175000);
    const surut = await call('PUT', `/ranap/item-harian/${kmr.uid}/tarif`, c('admin'), {
      berlaku_mulai: '2029-12-01',
      tarif: [{ penjamin: 'UMUM', kelas: 'KELAS_3', jumlah: 1 }],
    });
    expect(surut.statusCode).toBe(400);

    const dep = await call('PUT', '/ranap/deposit-kelas', c('admin'), {
      deposit: [
        { kelas: 'KELAS_1', jumlah: 2000000 },
        { kelas: 'VIP', jumlah: 5000000 },
      ],
    });
    expect(dep.statusCode).toBe(200);
    const baca = (await call('GET', '/ranap/deposit-kelas', c('pendaftaran'))).json().data;
    expect(baca.find((d: { kelas: string }) => d.kelas === 'VIP').jumlah).toBe(5000000);
    expect(baca).toHaveLength(5);
    const n = await countRows(t, 'ranap_deposit_kelas');
    const salah = await call('PUT', '/ranap/deposit-kelas', c('admin'), {
      deposit: [{ kelas: 'KELAS_9', jumlah: 1 }],
    });
    expect(salah.statusCode).toBe(400);
    expect(await countRows(t, 'ranap_deposit_kelas')).toBe(n);
  });
});

describe('access', () => {
  const UID = '00000000-0000-4000-8000-000000000000';
  const rutes: [Method, string, object | undefined, string][] = [
    ['GET', '/ranap/ruangan', undefined, 'perawat'],
    ['POST', '/ranap/ruangan', { kode: 'X' }, 'perawat'],
    ['PUT', `/ranap/ruangan/${UID}`, {}, 'perawat'],
    ['PUT', `/ranap/ruangan/${UID}/status`, { status: 'AKTIF' }, 'perawat'],
    ['POST', '/ranap/kamar', {}, 'perawat'],
    ['PUT', `/ranap/kamar/${UID}`, {}, 'perawat'],
    ['PUT', `/ranap/kamar/${UID}/aktif`, { aktif: true }, 'perawat'],
    ['POST', '/ranap/bed', {}, 'perawat'],
    ['PUT', `/ranap/bed/${UID}`, {}, 'perawat'],
    ['PUT', `/ranap/bed/${UID}/aktif`, { aktif: true }, 'perawat'],
    ['PUT', `/ranap/bed/${UID}/status`, { status: 'KOSONG' }, 'kasir'],
    ['GET', `/ranap/bed/${UID}/riwayat`, undefined, 'kasir'],
    ['GET', '/ranap/bed-board', undefined, 'kasir'],
    ['GET', '/ranap/item-harian', undefined, 'perawat'],
    ['GET', `/ranap/item-harian/${UID}/tarif`, undefined, 'perawat'],
    ['PUT', `/ranap/item-harian/${UID}/tarif`, {}, 'perawat'],
    ['GET', '/ranap/deposit-kelas', undefined, 'perawat'],
    ['PUT', '/ranap/deposit-kelas', {}, 'pendaftaran'],
  ];
  it('401 without a session, 403 for a role without the permission', async () => {
    for (const [m, url, body, tanpaIzin] of rutes) {
      expect((await call(m, url, undefined, body)).statusCode, `${m} ${url}`).toBe(401);
      expect((await call(m, url, c(tanpaIzin), body)).statusCode, `${m} ${url} ${tanpaIzin}`).toBe(403);
    }
  });

  it('400 for bad input, nothing written', async () => {
    const uid = await bedKosong('DHL');
    const [km] = await queryRows<{ uid: string }>(t, `select kamar_uid as uid from bed where uid = '${uid}'`);
    const [rg] = await queryRows<{ uid: string }>(t, `select uid from ruangan where kode = 'DHL'`);
    const tabel = ['ruangan', 'kamar', 'bed', 'bed_riwayat', 'ranap_deposit_kelas', 'tarif'];
    const sebelum = await Promise.all(tabel.map((x) => countRows(t, x)));
    const salah: [Method, string, object][] = [
      ['POST', '/ranap/ruangan', { kode: '', nama: 'X', jenis: 'KAMAR', kelas: 'KELAS_9' }],
      [
        'PUT',
        `/ranap/ruangan/${rg?.uid}`,
        { kode: 'DHL', nama: 'Dahlia', jenis: 'BANGSAL', kelas: 'EKONOMI' },
      ],
      ['PUT', `/ranap/ruangan/${rg?.uid}/status`, { status: 'HAPUS' }],
      ['POST', '/ranap/kamar', { ruangan_uid: 'bukan-uid', no_kamar: '' }],
      ['PUT', `/ranap/kamar/${km?.uid}`, { no_kamar: 'X', jenis_kelamin: 'W' }],
      ['PUT', `/ranap/kamar/${km?.uid}/aktif`, { aktif: 'mungkin' }],
      ['POST', '/ranap/bed', { kamar_uid: km?.uid, no_bed: '' }],
      ['PUT', `/ranap/bed/${uid}`, { kamar_uid: km?.uid, no_bed: 'x'.repeat(20) }],
      ['PUT', `/ranap/bed/${uid}/aktif`, {}],
      ['PUT', `/ranap/bed/${uid}/status`, { status: 'HILANG' }],
      ['PUT', `/ranap/bed/bukan-uid/status`, { status: 'KOSONG' }],
      ['PUT', `/ranap/item-harian/${UID}/tarif`, { berlaku_mulai: 'besok', tarif: [] }],
      ['PUT', '/ranap/deposit-kelas', { deposit: [{ kelas: 'VIP', jumlah: -5 }] }],
    ];
    for (const [m, url, body] of salah) {
      const res = await call(m, url, c('admin'), body);
      expect(res.statusCode, `${m} ${url}`).toBe(400);
      expect(res.json().message, `${m} ${url}`).toBeTruthy();
    }
    expect((await call('GET', '/ranap/bed-board?kelas=EKONOMI', c('admin'))).statusCode).toBe(400);
    expect(await Promise.all(tabel.map((x) => countRows(t, x)))).toEqual(sebelum);
  });
});
