import { formatRupiah } from '@rawat/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { aturEklaim, mulaiSimEklaim } from '../eklaim/eklaim.factory.ts';
import type { SimulatorEklaim } from '../eklaim/eklaim.simulator.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { buatOrderUji, uidKode } from '../penunjang/penunjang.factory.ts';
import { aturVclaim, mulaiSim } from '../vclaim/vclaim.factory.ts';
import type { SimulatorVclaim } from '../vclaim/vclaim.simulator.ts';
import {
  type KlaimUji,
  kodingKlaim,
  kunjunganKlaim,
  selesaikanDanResume,
  tindakanKlaim,
  tutupTagihan,
} from './casemix.factory.ts';

// The BPJS claim worklist against the VClaim and E-Klaim simulators (docs/casemix.md): a finished
// visit listed with what its file lacks, grouping refused until it is complete, then grouped,
// finalised, sent once, held by BPJS, fixed and sent again.

let t: TestApp;
let vclaim: SimulatorVclaim;
let eklaim: SimulatorEklaim;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let k: KlaimUji;
let tagihanRs = 0;

const url = (sufiks = '') => `/casemix/klaim/${k.sep_uid}${sufiks}`;

/** The text of each page of a joined PDF, read page by page: the parts keep their own fonts. */
async function halamanPdf(pdf: Buffer): Promise<string[]> {
  const semua = await PDFDocument.load(pdf);
  const hasil: string[] = [];
  for (const i of semua.getPageIndices()) {
    const satu = await PDFDocument.create();
    const [hal] = await satu.copyPages(semua, [i]);
    if (hal) satu.addPage(hal);
    hasil.push(teksPdf(Buffer.from(await satu.save({ useObjectStreams: false }))));
  }
  return hasil;
}

beforeAll(async () => {
  [t, vclaim, eklaim] = await Promise.all([
    createTestApp({ now: () => JAM_SENIN }),
    mulaiSim(),
    mulaiSimEklaim(),
  ]);
  call = pemanggil(t);
  for (const r of ['admin', 'pendaftaran', 'dokter', 'kasir', 'casemix', 'labor']) akun[r] = await t.login(r);
  await aturVclaim(t, vclaim, akun.admin ?? '');
  await aturEklaim(t, eklaim, akun.admin ?? '');
  k = await kunjunganKlaim(t, akun, '0001234567890', 'Siti Klaim');
  await tindakanKlaim(t, akun, k);
});
afterAll(async () => {
  await t.close();
  await vclaim.tutup();
  await eklaim.tutup();
});

describe('GET /casemix/klaim', () => {
  it('lists the BPJS visit with its SEP and every missing item of its file', async () => {
    const res = await call('GET', '/casemix/klaim?dari=2030-01-01&sampai=2030-01-31', akun.casemix);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().respon.find((x: { sep_uid: string }) => x.sep_uid === k.sep_uid);
    expect(r).toMatchObject({ no_sep: k.no_sep, status: 'BELUM', jenis_rawat: '2', lengkap: false });
    const kurang = r.kelengkapan.filter((x: { ada: boolean }) => !x.ada).map((x: { item: string }) => x.item);
    expect(kurang).toEqual(['SELESAI', 'KODING', 'RESUME', 'TAGIHAN']);
    const lengkap = await call(
      'GET',
      '/casemix/klaim?dari=2030-01-01&sampai=2030-01-31&lengkap=ya',
      akun.casemix,
    );
    expect(lengkap.json().respon.map((x: { sep_uid: string }) => x.sep_uid)).not.toContain(k.sep_uid);
    const cari = await call('GET', `/casemix/klaim?dari=2030-01-01&search=${k.no_sep}`, akun.casemix);
    expect(cari.json().metadata.total_data).toBe(1);
  });
});

describe('POST /casemix/klaim/:sep_uid/grouping', () => {
  it('is refused while a document is missing, naming each, and writes nothing', async () => {
    const res = await call('POST', url('/grouping'), akun.casemix, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('casemix.tidak_lengkap');
    expect(res.json().message).toContain('Resume medis final (Belum dibuat)');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'SELESAI',
      'KODING',
      'RESUME',
      'TAGIHAN',
    ]);
    expect(await countRows(t, 'klaim')).toBe(0);
    expect(eklaim.permintaan).toHaveLength(0);
    // Still refused with only the resume and the end of the visit done.
    await selesaikanDanResume(t, akun, k);
    const lagi = await call('POST', url('/grouping'), akun.casemix, {});
    expect(lagi.json().errors.map((e: { path: string }) => e.path)).toEqual(['KODING', 'TAGIHAN']);
  });

  it('groups the completed claim at E-Klaim: the INA-CBG tariff beside the bill and the margin', async () => {
    await kodingKlaim(t, k);
    tagihanRs = await tutupTagihan(t, akun, k);
    expect(tagihanRs).toBeGreaterThan(0);
    const res = await call('POST', url('/grouping'), akun.casemix, {});
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().respon;
    expect(d.status).toBe('DIGROUP');
    expect(d.lengkap).toBe(true);
    expect(d.grouping.kode_cbg).toMatch(/^Q-5-/);
    expect(d.grouping.tarif_total).toBeGreaterThan(0);
    expect(d.tagihan.total).toBe(tagihanRs);
    expect(d.grouping.selisih).toBe(d.grouping.tarif_total - tagihanRs);
    expect(
      d.tagihan.rincian.konsultasi + d.tagihan.rincian.keperawatan + d.tagihan.rincian.penunjang,
    ).toBeGreaterThan(0);
    const metode = eklaim.permintaan.map((p) => p.method);
    expect(metode).toEqual(['new_claim', 'set_claim_data', 'grouper']);
    const data = eklaim.permintaan[1]?.data ?? {};
    expect(data).toMatchObject({
      nomor_sep: k.no_sep,
      jenis_rawat: '2',
      diagnosa: 'I10',
      procedure: '99.29',
    });
    expect(d.riwayat.map((r: { status: string }) => r.status)).toEqual(['DRAF', 'DIGROUP']);
    expect(d.riwayat[1].nama_oleh).toBeTruthy();
    // The history line reads as money, as the screen shows it.
    expect(d.riwayat[1].catatan).toContain(`tagihan RS ${formatRupiah(tagihanRs)}`);
    expect(d.riwayat[1].catatan).toMatch(/: tarif Rp [\d.]+, tagihan RS/);
  });
});

describe('final, send, verification', () => {
  it('finalises, then two clicks on Kirim make one send', async () => {
    const f = await call('POST', url('/final'), akun.casemix, {});
    expect(f.statusCode, f.body).toBe(200);
    expect(f.json().respon.status).toBe('FINAL');
    const [a, b] = await Promise.all([
      call('POST', url('/kirim'), akun.casemix, {}),
      call('POST', url('/kirim'), akun.casemix, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const gagal = a.statusCode === 409 ? a : b;
    expect(gagal.json().code).toBe('casemix.status_tidak_sesuai');
    expect(eklaim.permintaan.filter((p) => p.method === 'send_claim_individual')).toHaveLength(1);
    const d = (await call('GET', url(), akun.casemix)).json().respon;
    expect(d.status).toBe('TERKIRIM');
    expect(d.dikirim_pada).toBeTruthy();
    const cek = await call('POST', url('/cek-status'), akun.casemix, {});
    expect(cek.statusCode, cek.body).toBe(200);
    expect(cek.json().respon.riwayat.at(-1).catatan).toContain('BPJS');
  });

  it('records BPJS’s pending with its reason, the fix, and the re-send', async () => {
    const tanpa = await call('POST', url('/verifikasi'), akun.casemix, { status: 'PENDING' });
    expect(tanpa.statusCode).toBe(400);
    const p = await call('POST', url('/verifikasi'), akun.casemix, {
      status: 'PENDING',
      alasan: 'Lampirkan hasil EKG',
    });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().respon).toMatchObject({ status: 'PENDING', alasan_pending: 'Lampirkan hasil EKG' });
    const daftar = await call('GET', '/casemix/klaim?dari=2030-01-01&status=PENDING', akun.casemix);
    expect(daftar.json().respon.map((x: { sep_uid: string }) => x.sep_uid)).toEqual([k.sep_uid]);
    const fix = await call('POST', url('/perbaikan'), akun.casemix, { perbaikan: 'Hasil EKG dilampirkan' });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json().respon.perbaikan).toBe('Hasil EKG dilampirkan');
    expect((await call('POST', url('/kirim'), akun.casemix, {})).statusCode).toBe(409);
    const edit = await call('POST', url('/edit-ulang'), akun.casemix, { catatan: 'Perbaikan pending' });
    expect(edit.json().respon.status).toBe('DIGROUP');
    expect((await call('POST', url('/grouping'), akun.casemix, {})).statusCode).toBe(200);
    expect((await call('POST', url('/final'), akun.casemix, {})).statusCode).toBe(200);
    expect((await call('POST', url('/kirim'), akun.casemix, {})).json().respon.status).toBe('TERKIRIM');
    const ok = await call('POST', url('/verifikasi'), akun.casemix, { status: 'DISETUJUI' });
    expect(ok.json().respon.status).toBe('DISETUJUI');
    const riwayat = await queryRows<{ status: string }>(
      t,
      `select r.status from klaim_riwayat r join klaim k on k.uid = r.klaim_uid where k.sep_uid = '${k.sep_uid}' order by r.waktu, r.urut`,
    );
    expect(riwayat.map((r) => r.status)).toContain('PENDING');
    expect(riwayat.at(-1)?.status).toBe('DISETUJUI');
  });
});

describe('the bundle and the month', () => {
  it('joins the cover, SEP, resume and receipt in one PDF', async () => {
    const res = await call('GET', url('/berkas.pdf'), akun.casemix);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const semua = await PDFDocument.load(res.rawPayload);
    expect(semua.getTitle()).toBe(`Berkas Klaim ${k.no_sep}`);
    expect(semua.getPageCount()).toBeGreaterThanOrEqual(4);
    const teks = (await halamanPdf(res.rawPayload))[0] ?? '';
    expect(teks).toContain('BERKAS KLAIM BPJS');
    expect(teks).toContain(`No. SEP ${k.no_sep}`);
    expect(teks).toContain('Surat Eligibilitas Peserta (SEP)');
    expect(teks).toContain('hal. 2');
    expect(teks).toContain('Resume Medis');
    expect(teks).toMatch(/Kuitansi INV-/);
  });

  it('sums the month: the grouper’s tariff beside the bill with the margin; also as Excel', async () => {
    const res = await call('GET', '/casemix/rekap?bulan=2030-01', akun.casemix);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.baris).toHaveLength(1);
    expect(r.baris[0]).toMatchObject({ no_sep: k.no_sep, tarif_rs: tagihanRs });
    expect(r.total.selisih).toBe(r.baris[0].tarif_cbg - tagihanRs);
    const x = await call('GET', '/casemix/rekap?bulan=2030-01&format=xlsx', akun.casemix);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/casemix/rekap?bulan=2030-13', akun.casemix)).statusCode).toBe(400);
  });
});

describe('a claim with a lab result whose file falls incomplete after grouping', () => {
  let c: KlaimUji;
  let lab: { uid: string; nomor: string };
  const urlC = (sufiks = '') => `/casemix/klaim/${c.sep_uid}${sufiks}`;
  /** The cashier voids the visit's live receipt: its charges are open again. */
  const batalkanKuitansi = async () => {
    const [p] = await queryRows<{ uid: string }>(
      t,
      `select p.uid from pembayaran p where p.kunjungan_uid = '${c.kunjungan_uid}' and p.membalik_uid is null
          and not exists (select 1 from pembayaran b where b.membalik_uid = p.uid)`,
    );
    const res = await call('POST', `/kasir/pembayaran/${p?.uid}/batal`, akun.kasir, {
      alasan: 'Salah input',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** What a refused step must leave as it was: the claim's state, its history, E-Klaim's calls. */
  const jejak = async () => ({
    status: (
      await queryRows<{ status: string }>(t, `select status from klaim where sep_uid = '${c.sep_uid}'`)
    )[0]?.status,
    riwayat: await countRows(
      t,
      `klaim_riwayat r join klaim k on k.uid = r.klaim_uid where k.sep_uid = '${c.sep_uid}'`,
    ),
    log: await countRows(t, `log_aktivitas where entitas = 'klaim' and aksi like 'casemix.klaim.%'`),
    eklaim: eklaim.permintaan.length,
  });

  beforeAll(async () => {
    c = await kunjunganKlaim(t, akun, '0001234567892', 'Dewi Klaim');
    await tindakanKlaim(t, akun, c);
    lab = await buatOrderUji(t, akun.dokter ?? '', c.layanan_uid, {
      jenis: 'LABOR',
      items: [{ pemeriksaan_lab_uid: await uidKode(t, 'pemeriksaan_lab', 'HB') }],
    });
    const langkah = async (aksi: string) => {
      const res = await call('POST', `/labor/${lab.uid}/${aksi}`, akun.labor, {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json().respon;
    };
    const baris = (await langkah('sampel')).hasil.baris as { uid: string }[];
    await langkah('proses');
    const isi = await call('PUT', `/labor/${lab.uid}/hasil`, akun.labor, {
      hasil: baris.map((b) => ({ uid: b.uid, nilai: '14,2' })),
    });
    expect(isi.statusCode, isi.body).toBe(200);
    await langkah('validasi');
    await selesaikanDanResume(t, akun, c);
    await kodingKlaim(t, c);
    await tutupTagihan(t, akun, c);
    const g = await call('POST', urlC('/grouping'), akun.casemix, {});
    expect(g.statusCode, g.body).toBe(200);
    expect(g.json().respon.kelengkapan.find((x: { item: string }) => x.item === 'HASIL')).toMatchObject({
      ada: true,
      keterangan: '1 order tervalidasi',
    });
  });

  it('refuses Final with the missing item named once the bill is reopened, and writes nothing', async () => {
    await batalkanKuitansi();
    const sebelum = await jejak();
    expect(sebelum.status).toBe('DIGROUP');
    const res = await call('POST', urlC('/final'), akun.casemix, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'casemix.tidak_lengkap',
      errors: [{ path: 'TAGIHAN', message: expect.stringContaining('belum ditutup kasir') }],
    });
    expect(res.json().message).toContain('belum ditutup kasir');
    expect(await jejak()).toEqual(sebelum);
    // Closed again, the same step goes through.
    await tutupTagihan(t, akun, c);
    const lagi = await call('POST', urlC('/final'), akun.casemix, {});
    expect(lagi.statusCode, lagi.body).toBe(200);
    expect(lagi.json().respon.status).toBe('FINAL');
  });

  it('refuses Kirim the same way and sends nothing to E-Klaim', async () => {
    await batalkanKuitansi();
    const sebelum = await jejak();
    expect(sebelum.status).toBe('FINAL');
    const res = await call('POST', urlC('/kirim'), akun.casemix, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('casemix.tidak_lengkap');
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['TAGIHAN']);
    expect(await jejak()).toEqual(sebelum);
    const kirim = eklaim.permintaan.filter(
      (p) => p.method === 'send_claim_individual' && p.data.nomor_sep === c.no_sep,
    );
    expect(kirim).toHaveLength(0);
    await tutupTagihan(t, akun, c);
    const lagi = await call('POST', urlC('/kirim'), akun.casemix, {});
    expect(lagi.statusCode, lagi.body).toBe(200);
    expect(lagi.json().respon.status).toBe('TERKIRIM');
  });

  it('puts the validated lab result in the claim bundle, on the page its cover names', async () => {
    const res = await call('GET', urlC('/berkas.pdf'), akun.casemix);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const halaman = await halamanPdf(res.rawPayload);
    const sampul = (halaman[0] ?? '').split('\n');
    const i = sampul.indexOf(`Hasil Laboratorium ${lab.nomor}`);
    expect(i, sampul.join(' | ')).toBeGreaterThan(0);
    const hal = Number(/^hal\. (\d+)$/.exec(sampul[i + 1] ?? '')?.[1]);
    const hasil = halaman[hal - 1] ?? '';
    for (const teks of ['HASIL PEMERIKSAAN LABORATORIUM', lab.nomor, 'Dewi Klaim', 'Hemoglobin', '14,2'])
      expect(hasil, teks).toContain(teks);
  });
});

describe('access and input', () => {
  const rute: [string, string, Record<string, unknown>?][] = [
    ['GET', ''],
    ['POST', '/grouping', {}],
    ['POST', '/final', {}],
    ['POST', '/kirim', {}],
    ['POST', '/cek-status', {}],
    ['POST', '/edit-ulang', {}],
    ['POST', '/verifikasi', { status: 'DISETUJUI' }],
    ['POST', '/perbaikan', { perbaikan: 'Sudah diperbaiki' }],
    ['GET', '/berkas.pdf'],
  ];
  it('answers 401 without a session, 403 to the cashier, 400 to a bad uid, 404 to an unknown SEP', async () => {
    for (const [m, s, body] of rute) {
      const metode = m as 'GET' | 'POST';
      expect((await call(metode, url(s), undefined, body)).statusCode, s).toBe(401);
      expect((await call(metode, url(s), akun.kasir, body)).statusCode, s).toBe(403);
      expect((await call(metode, `/casemix/klaim/bukan-uid${s}`, akun.casemix, body)).statusCode, s).toBe(
        400,
      );
    }
    expect((await call('GET', '/casemix/klaim', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/casemix/klaim')).statusCode).toBe(401);
    expect((await call('GET', '/casemix/klaim?status=APA', akun.casemix)).statusCode).toBe(400);
    expect((await call('GET', '/casemix/rekap?bulan=2030-01', akun.kasir)).statusCode).toBe(403);
    const tidakAda = await call('GET', '/casemix/klaim/00000000-0000-4000-8000-000000000000', akun.casemix);
    expect(tidakAda.statusCode).toBe(404);
    // The dashboard's manager reads claims but may not change them.
    expect((await call('POST', url('/grouping'), await t.login('dod'), {})).statusCode).toBe(403);
  });

  it('answers 503 with a clear message when E-Klaim is switched off, never a 500', async () => {
    const lain = await kunjunganKlaim(t, akun, '0001234567891', 'Budi Klaim');
    await tindakanKlaim(t, akun, lain);
    await selesaikanDanResume(t, akun, lain);
    await kodingKlaim(t, lain);
    await tutupTagihan(t, akun, lain);
    const mati = await call('PUT', '/integrasi/eklaim', akun.admin, {
      url: eklaim.url,
      kunci: eklaim.kunci,
      kode_tarif: 'CP',
      coder_nik: '3271046504930002',
      aktif: false,
    });
    expect(mati.statusCode, mati.body).toBe(200);
    const res = await call('POST', `/casemix/klaim/${lain.sep_uid}/grouping`, akun.casemix, {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'casemix.eklaim_belum_diatur' });
    expect(res.json().message).toContain('E-Klaim belum diatur');
  });
});
