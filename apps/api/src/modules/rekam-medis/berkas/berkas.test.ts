import { retensiSampai } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

// The clock: Monday 7 January 2030, 08.00 WIB.
let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};

const noRmDari = async (uid: string) =>
  (await queryRows<{ no_rm: string }>(t, `select no_rm from pasien where uid = '${uid}'`))[0]?.no_rm ?? '';
const audit = async (aksi: string) =>
  (
    await queryRows<{ n: number }>(t, `select count(*)::int as n from log_aktivitas where aksi = '${aksi}'`)
  )[0]?.n ?? 0;

async function pasienBaru(nama: string) {
  const [uid = ''] = await buatPasienUji(t, akun.pendaftaran ?? '', 1, nama);
  return { uid, no_rm: await noRmDari(uid) };
}

const pinjamBody = (no_rm: string, extra: object = {}) => ({
  no_rm,
  peminjam: 'dr. Sari',
  unit: 'Poli Penyakit Dalam',
  keperluan: 'RAWAT_JALAN',
  jatuh_tempo: '2030-01-09',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'rm', 'kasir', 'dokter']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('peminjaman berkas rekam medis', () => {
  it('lends a record, refuses a second open loan, flags it overdue, takes it back', async () => {
    const p = await pasienBaru('Pasien Pinjam');
    const res = await call('POST', '/peminjaman-rm', akun.rm, pinjamBody(p.no_rm));
    expect(res.statusCode).toBe(201);
    const pinjam = res.json().respon;
    expect(pinjam).toMatchObject({
      nomor: 'PJ/2030/00001',
      pasien: { uid: p.uid, no_rm: p.no_rm },
      status: 'DIPINJAM',
      terlambat_hari: 0,
      dikembalikan_pada: null,
    });
    expect(await audit('rm.peminjaman.pinjam')).toBe(1);

    const lagi = await call('POST', '/peminjaman-rm', akun.rm, pinjamBody(p.no_rm, { peminjam: 'Peneliti' }));
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json()).toMatchObject({ code: 'peminjaman.masih_dipinjam' });
    expect(lagi.json().message).toContain('masih dipinjam oleh dr. Sari (Poli Penyakit Dalam)');

    // Three days past due (the clock stays; the due date moves back).
    await queryRows(t, `update rm_peminjaman set jatuh_tempo = '2030-01-04' where uid = '${pinjam.uid}'`);
    const terlambat = await call('GET', '/peminjaman-rm?status=TERLAMBAT', akun.rm);
    expect(terlambat.json().respon).toEqual([
      expect.objectContaining({ uid: pinjam.uid, status: 'TERLAMBAT', terlambat_hari: 3 }),
    ]);
    const terbuka = await call('GET', `/peminjaman-rm?status=TERBUKA&search=${p.no_rm}`, akun.rm);
    expect(terbuka.json().metadata.total_data).toBe(1);

    const pdf = await call('GET', `/peminjaman-rm/${pinjam.uid}/tracer.pdf`, akun.rm);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('TRACER PEMINJAMAN BERKAS REKAM MEDIS');
    expect(teks).toContain(p.no_rm);
    expect(teks).toContain('dr. Sari');

    const kembali = await call('POST', `/peminjaman-rm/${pinjam.uid}/kembali`, akun.rm, {
      catatan: 'Lengkap',
    });
    expect(kembali.statusCode).toBe(200);
    expect(kembali.json().respon).toMatchObject({
      status: 'KEMBALI',
      terlambat_hari: 0,
      dikembalikan_pada: JAM_SENIN.toISOString(),
      catatan_kembali: 'Lengkap',
    });
    const [log] = await queryRows<{ keterangan: string }>(
      t,
      "select keterangan from log_aktivitas where aksi = 'rm.peminjaman.kembali'",
    );
    expect(log?.keterangan).toContain('terlambat 3 hari');
    const duaKali = await call('POST', `/peminjaman-rm/${pinjam.uid}/kembali`, akun.rm, {});
    expect(duaKali.json().code).toBe('peminjaman.sudah_kembali');
    const dikembalikan = await call('GET', `/peminjaman-rm?status=KEMBALI&search=${p.no_rm}`, akun.rm);
    expect(dikembalikan.json().respon).toHaveLength(1);

    // Back on the shelf: it may go out again.
    const baru = await call('POST', '/peminjaman-rm', akun.rm, pinjamBody(p.no_rm));
    expect(baru.statusCode).toBe(201);
  });

  it('of two lends at the same moment, one wins and the other gets a 409', async () => {
    const p = await pasienBaru('Pasien Rebutan');
    const [a, b] = await Promise.all([
      call('POST', '/peminjaman-rm', akun.rm, pinjamBody(p.no_rm, { peminjam: 'Perawat A' })),
      call('POST', '/peminjaman-rm', akun.rm, pinjamBody(p.no_rm, { peminjam: 'Perawat B' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const kalah = a.statusCode === 409 ? a : b;
    expect(kalah.json().code).toBe('peminjaman.masih_dipinjam');
    const [n] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from rm_peminjaman where pasien_uid = '${p.uid}'`,
    );
    expect(n?.n).toBe(1);
  });

  it('refuses bad input and writes nothing', async () => {
    const p = await pasienBaru('Pasien Salah');
    const sebelum = await countRows(t, 'rm_peminjaman');
    const kasus: [object, number, string][] = [
      [pinjamBody(p.no_rm, { jatuh_tempo: '2030-01-06' }), 400, 'jatuh_tempo'],
      [pinjamBody(p.no_rm, { jatuh_tempo: '2031-06-01' }), 400, 'jatuh_tempo'],
      [pinjamBody(p.no_rm, { keperluan: 'JALAN_JALAN' }), 400, 'keperluan'],
      [pinjamBody(p.no_rm, { peminjam: '' }), 400, 'peminjam'],
      [pinjamBody('99999999'), 404, ''],
    ];
    for (const [body, status, path] of kasus) {
      const res = await call('POST', '/peminjaman-rm', akun.rm, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (path) expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await call('POST', '/peminjaman-rm', akun.rm, pinjamBody('99999999'))).json().code).toBe(
      'berkas.no_rm_tidak_dikenal',
    );
    expect(await countRows(t, 'rm_peminjaman')).toBe(sebelum);
  });
});

const persetujuan = {
  nama: 'Budi Santoso',
  hubungan: 'PASIEN',
  waktu: '2030-01-07T07:30:00+07:00',
  cara: 'LISAN',
  saksi: 'Rina (perawat)',
};
const lepasBody = (no_rm: string, extra: object = {}) => ({
  no_rm,
  pemohon_jenis: 'ASURANSI',
  pemohon_nama: 'PT Asuransi Sehat',
  dasar: 'ASURANSI',
  bentuk: 'RINGKASAN',
  isi: 'Resume medis rawat jalan 07/01/2030',
  ...extra,
});

describe('pelepasan informasi rekam medis', () => {
  it('without consent a request waits; it cannot be approved until consent is recorded', async () => {
    const p = await pasienBaru('Pasien Lepas');
    const res = await call('POST', '/pelepasan-informasi-rm', akun.rm, lepasBody(p.no_rm));
    expect(res.statusCode).toBe(201);
    const r = res.json().respon;
    expect(r).toMatchObject({ status: 'DIAJUKAN', perlu_persetujuan: true, persetujuan: null });
    const tolak = await call('POST', `/pelepasan-informasi-rm/${r.uid}/keputusan`, akun.rm, {
      keputusan: 'SETUJU',
    });
    expect(tolak.statusCode).toBe(409);
    expect(tolak.json().code).toBe('pelepasan.tanpa_persetujuan');
    // Handing over before a decision is a state error, never a release.
    const serah = await call('POST', `/pelepasan-informasi-rm/${r.uid}/serahkan`, akun.rm, {
      diterima_oleh: 'Kurir',
    });
    expect(serah.json().code).toBe('pelepasan.status_tidak_sesuai');

    // Spoken consent needs a witness; consent cannot come from the future.
    const tanpaSaksi = await call('POST', `/pelepasan-informasi-rm/${r.uid}/persetujuan`, akun.rm, {
      ...persetujuan,
      saksi: '',
    });
    expect(tanpaSaksi.json().errors[0].path).toBe('saksi');
    const besok = await call('POST', `/pelepasan-informasi-rm/${r.uid}/persetujuan`, akun.rm, {
      ...persetujuan,
      waktu: '2030-01-08T08:00:00+07:00',
    });
    expect(besok.statusCode).toBe(400);

    const setuju = await call('POST', `/pelepasan-informasi-rm/${r.uid}/persetujuan`, akun.rm, persetujuan);
    expect(setuju.json().respon.persetujuan).toMatchObject({ nama: 'Budi Santoso', cara: 'LISAN' });
    const ok = await call('POST', `/pelepasan-informasi-rm/${r.uid}/keputusan`, akun.rm, {
      keputusan: 'SETUJU',
      alasan: 'Klaim rawat jalan',
    });
    expect(ok.json().respon.status).toBe('DISETUJUI');
    const lepas = await call('POST', `/pelepasan-informasi-rm/${r.uid}/serahkan`, akun.rm, {
      diterima_oleh: 'Andi (kurir asuransi)',
    });
    expect(lepas.json().respon).toMatchObject({
      status: 'DISERAHKAN',
      diserahkan_pada: JAM_SENIN.toISOString(),
      diterima_oleh: 'Andi (kurir asuransi)',
    });
    for (const aksi of ['ajukan', 'persetujuan', 'setuju', 'serah'])
      expect(await audit(`rm.pelepasan.${aksi}`), aksi).toBeGreaterThanOrEqual(1);
  });

  it('a court order needs no consent but its letter number; a rejection needs a reason', async () => {
    const p = await pasienBaru('Pasien Hukum');
    const tanpaSurat = await call(
      'POST',
      '/pelepasan-informasi-rm',
      akun.rm,
      lepasBody(p.no_rm, {
        pemohon_jenis: 'PENEGAK_HUKUM',
        pemohon_nama: 'PN Bandung',
        dasar: 'PENEGAKAN_HUKUM',
      }),
    );
    expect(tanpaSurat.json().errors[0].path).toBe('nomor_surat');
    const salahDasar = await call(
      'POST',
      '/pelepasan-informasi-rm',
      akun.rm,
      lepasBody(p.no_rm, { dasar: 'PENEGAKAN_HUKUM', nomor_surat: 'X/1' }),
    );
    expect(salahDasar.statusCode).toBe(400);
    const res = await call(
      'POST',
      '/pelepasan-informasi-rm',
      akun.rm,
      lepasBody(p.no_rm, {
        pemohon_jenis: 'PENEGAK_HUKUM',
        pemohon_nama: 'Pengadilan Negeri Bandung',
        dasar: 'PENEGAKAN_HUKUM',
        nomor_surat: 'W11.U1/123/HK.02/I/2030',
        bentuk: 'SALINAN',
      }),
    );
    expect(res.json().respon).toMatchObject({ perlu_persetujuan: false, persetujuan: null });
    const uid = res.json().respon.uid;
    const setuju = await call('POST', `/pelepasan-informasi-rm/${uid}/keputusan`, akun.rm, {
      keputusan: 'SETUJU',
    });
    expect(setuju.json().respon.status).toBe('DISETUJUI');
    const serah = await call('POST', `/pelepasan-informasi-rm/${uid}/serahkan`, akun.rm, {
      diterima_oleh: 'Panitera',
    });
    expect(serah.json().respon.status).toBe('DISERAHKAN');

    const lain = await call('POST', '/pelepasan-informasi-rm', akun.rm, lepasBody(p.no_rm, { persetujuan }));
    const lainUid = lain.json().respon.uid;
    const tanpaAlasan = await call('POST', `/pelepasan-informasi-rm/${lainUid}/keputusan`, akun.rm, {
      keputusan: 'TOLAK',
    });
    expect(tanpaAlasan.json().errors[0].path).toBe('alasan');
    const ditolak = await call('POST', `/pelepasan-informasi-rm/${lainUid}/keputusan`, akun.rm, {
      keputusan: 'TOLAK',
      alasan: 'Surat kuasa tidak sah',
    });
    expect(ditolak.json().respon).toMatchObject({ status: 'DITOLAK', alasan: 'Surat kuasa tidak sah' });
    const daftar = await call('GET', `/pelepasan-informasi-rm?status=DITOLAK&search=${p.no_rm}`, akun.rm);
    expect(daftar.json().respon.map((r: { uid: string }) => r.uid)).toEqual([lainUid]);
  });
});

describe('retensi rekam medis', () => {
  it('is 25 years from the last visit (or the registration without one)', async () => {
    expect(retensiSampai('2030-01-07')).toBe('2055-01-07');
    expect(retensiSampai('2024-02-29')).toBe('2049-02-28');
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '');
    const res = await call('GET', `/rm/${l.pasien_uid}/retensi`, akun.dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      kunjungan_terakhir: '2030-01-07',
      dasar: 'KUNJUNGAN',
      retensi_sampai: '2055-01-07',
      berakhir: false,
    });
    const tanpa = await pasienBaru('Pasien Tanpa Kunjungan');
    const r2 = await call('GET', `/rm/${tanpa.uid}/retensi`, akun.rm);
    expect(r2.json().respon).toMatchObject({ kunjungan_terakhir: null, dasar: 'PENDAFTARAN' });

    // A visit of 2004 ended its period in 2029: the list of a window up to 2030 shows it.
    await queryRows(t, `update layanan set tanggal = '2004-03-01' where pasien_uid = '${l.pasien_uid}'`);
    const lama = await call('GET', `/rm/${l.pasien_uid}/retensi`, akun.rm);
    expect(lama.json().respon).toMatchObject({ retensi_sampai: '2029-03-01', berakhir: true });
    const daftar = await call('GET', '/retensi-rm?sampai=2030-12-31', akun.rm);
    expect(daftar.statusCode).toBe(200);
    expect(daftar.json().respon.map((r: { pasien: { uid: string } }) => r.pasien.uid)).toContain(
      l.pasien_uid,
    );
    const jendela = await call('GET', '/retensi-rm?dari=2030-01-07&sampai=2030-12-31', akun.rm);
    expect(jendela.json().respon.map((r: { pasien: { uid: string } }) => r.pasien.uid)).not.toContain(
      l.pasien_uid,
    );
  });
});

describe('akses dan masukan', () => {
  const u = '00000000-0000-4000-8000-000000000000';
  const rute: [string, string, object?][] = [
    ['GET', '/peminjaman-rm'],
    ['POST', '/peminjaman-rm', {}],
    ['POST', `/peminjaman-rm/${u}/kembali`, {}],
    ['GET', `/peminjaman-rm/${u}/tracer.pdf`],
    ['GET', '/pelepasan-informasi-rm'],
    ['POST', '/pelepasan-informasi-rm', {}],
    ['POST', `/pelepasan-informasi-rm/${u}/persetujuan`, {}],
    ['POST', `/pelepasan-informasi-rm/${u}/keputusan`, {}],
    ['POST', `/pelepasan-informasi-rm/${u}/serahkan`, {}],
    ['GET', `/rm/${u}/retensi`],
    ['GET', '/retensi-rm'],
  ];
  it('answers 401 without a session and 403 to a role without the permission', async () => {
    for (const [m, url, body] of rute) {
      expect((await call(m as 'GET', url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(m as 'GET', url, akun.kasir, body)).statusCode, url).toBe(403);
    }
    // Reading the retention date is part of reading the record; the registers are RM's.
    expect((await call('GET', `/rm/${u}/retensi`, akun.dokter)).statusCode).toBe(404);
    expect((await call('GET', '/peminjaman-rm', akun.dokter)).statusCode).toBe(403);
  });
  it('answers 400 to bad input on every route', async () => {
    const salah: [string, string, object?][] = [
      ['GET', '/peminjaman-rm?status=HILANG'],
      ['POST', '/peminjaman-rm', { no_rm: 5 }],
      ['POST', '/peminjaman-rm/bukan-uid/kembali', {}],
      ['GET', '/peminjaman-rm/bukan-uid/tracer.pdf'],
      ['GET', '/pelepasan-informasi-rm?status=X'],
      ['POST', '/pelepasan-informasi-rm', { no_rm: '1' }],
      ['POST', `/pelepasan-informasi-rm/${u}/persetujuan`, { nama: 'A' }],
      ['POST', `/pelepasan-informasi-rm/${u}/keputusan`, { keputusan: 'MUNGKIN' }],
      ['POST', `/pelepasan-informasi-rm/${u}/serahkan`, {}],
      ['GET', '/rm/bukan-uid/retensi'],
      ['GET', '/retensi-rm?sampai=2030-02-30'],
    ];
    for (const [m, url, body] of salah) {
      const res = await call(m as 'GET', url, akun.rm, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
