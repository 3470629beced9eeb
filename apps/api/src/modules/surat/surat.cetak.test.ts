import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buatStempel } from '../../platform/pdf/pdf.stempel.ts';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { isiSakit, isiSehat, panggilSurat, pegawaiAkun } from './surat.factory.ts';
import { sumberSurat } from './surat.ttd.ts';

// Numbering, paper and the e-signature source: what the letter looks like once issued.

let t: TestApp;
const call = panggilSurat(() => t);
const akun: Record<string, string> = {};
let l: LayananUji;
let drAndi: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter']) akun[r] = await t.login(r);
  l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Sari Cetak' });
  drAndi = await pegawaiAkun(t, 'dokter');
});
afterAll(() => t.close());

async function terbit(isi = isiSakit()): Promise<{ uid: string; nomor: string }> {
  const d = await call('POST', '/surat', akun.dokter, {
    layanan_uid: l.layanan_uid,
    pegawai_uid: drAndi,
    isi,
  });
  expect(d.statusCode, d.body).toBe(201);
  const r = await call('POST', `/surat/${d.json().respon.uid}/terbit`, akun.dokter, {});
  expect(r.statusCode, r.body).toBe(200);
  return r.json().respon;
}

/** The first page's size in points, from its MediaBox. */
function ukuranHalaman(pdf: Buffer): number[] {
  const kotak = /\/MediaBox \[([\d. ]+)\]/.exec(pdf.toString('latin1'))?.[1];
  return (kotak ?? '').trim().split(/\s+/).map(Number);
}

describe('numbering', () => {
  it('gives ten letters issued at once ten consecutive numbers of the kind, no gap, no repeat', async () => {
    const draf: string[] = [];
    for (let i = 0; i < 10; i++) {
      const d = await call('POST', '/surat', akun.pendaftaran, {
        layanan_uid: l.layanan_uid,
        pegawai_uid: drAndi,
        isi: isiSehat(),
      });
      draf.push(d.json().respon.uid);
    }
    const hasil = await Promise.all(draf.map((uid) => call('POST', `/surat/${uid}/terbit`, akun.dokter, {})));
    expect(hasil.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const nomor = hasil.map((r) => r.json().respon.nomor as string);
    for (const n of nomor) expect(n).toMatch(/^\d{3}\/SKBS\/3273015\/I\/2030$/);
    const urut = nomor.map((n) => Number(n.split('/')[0])).sort((a, b) => a - b);
    expect(urut).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [kunci] = await queryRows<{ nilai: string }>(
      t,
      "select nilai from nomor_urut where kunci = 'SURAT:SKBS:2030'",
    );
    expect(Number(kunci?.nilai)).toBe(10);
  });

  it('runs a separate sequence per kind: the first sick note of the year is 001', async () => {
    const s = await terbit();
    expect(s.nomor).toBe('001/SKS/3273015/I/2030');
  });
});

describe('GET /surat/:uid/pdf', () => {
  it('prints A4 and F4 (215 × 330 mm) with the number and the patient, worded as a sick note', async () => {
    const s = await terbit(isiSakit('2030-01-09'));
    const a4 = await call('GET', `/surat/${s.uid}/pdf`, akun.dokter);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(ukuranHalaman(a4.rawPayload)).toEqual([0, 0, 595.28, 841.89]);
    const f4 = await call('GET', `/surat/${s.uid}/pdf?kertas=F4`, akun.dokter);
    const [, , lebar, tinggi] = ukuranHalaman(f4.rawPayload);
    expect(lebar).toBeCloseTo((215 * 72) / 25.4, 1);
    expect(tinggi).toBeCloseTo((330 * 72) / 25.4, 1);
    for (const pdf of [a4.rawPayload, f4.rawPayload]) {
      const teks = teksPdf(pdf);
      expect(teks).toContain(`Nomor: ${s.nomor}`);
      expect(teks).toContain('Sari Cetak 1');
      expect(teks).toContain('SURAT KETERANGAN SAKIT');
      // Justified lines space words by position: compare without spaces.
      expect(teks.replace(/\s+/g, '')).toContain('selama3(tiga)hari,terhitungmulaitanggal7Januari2030');
      expect(teks).toContain('dr. Andi Pratama, Sp.PD');
      // The diagnosis stays off the paper unless the patient agreed.
      expect(teks).not.toContain('Demam tifoid');
    }
  });

  it('marks a draft as not yet an official letter', async () => {
    const d = await call('POST', '/surat', akun.dokter, {
      layanan_uid: l.layanan_uid,
      pegawai_uid: drAndi,
      isi: isiSakit(),
    });
    const pdf = await call('GET', `/surat/${d.json().respon.uid}/pdf`, akun.pendaftaran);
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('DRAF — belum diterbitkan, bukan dokumen resmi');
    expect(teks).not.toContain('Nomor:');
  });
});

describe('sumberSurat (the e-signature hook)', () => {
  it('tells the e-sign module who signs, and that a draft is not ready', async () => {
    const s = await terbit();
    const doc = await sumberSurat.baca(t.database.db, s.uid);
    const [dokter] = await queryRows<{ uid: string }>(t, "select uid from akun where username = 'dokter'");
    expect(doc).toMatchObject({
      jenis: 'SURAT',
      judul: 'Surat Keterangan Sakit',
      nomor: s.nomor,
      tanggal: '2030-01-07',
      pasien: { nama: 'Sari Cetak 1' },
      penandaAkunUid: dokter?.uid,
      belumSiap: null,
    });
    const d = await call('POST', '/surat', akun.dokter, {
      layanan_uid: l.layanan_uid,
      pegawai_uid: drAndi,
      isi: isiSakit(),
    });
    expect((await sumberSurat.baca(t.database.db, d.json().respon.uid))?.belumSiap).toBe(
      'Surat belum diterbitkan',
    );
    expect(await sumberSurat.baca(t.database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('renders the A4 letter with the stamp in the signature block and says where that block is', async () => {
    const s = await terbit();
    const stempel = await buatStempel({
      waktu: JAM_SENIN,
      urlVerifikasi: 'https://rs.example/tilaka-verifikasi/x',
    });
    const { pdf, kotak } = await sumberSurat.render(t.database.db, s.uid, {
      stempel,
      asal: 'https://rs.example',
      sekarang: JAM_SENIN,
    });
    expect(ukuranHalaman(pdf)).toEqual([0, 0, 595.28, 841.89]);
    expect(teksPdf(pdf)).toContain('Ditandatangani secara elektronik');
    expect(kotak.halaman).toBe(0);
    // The box lies on the page, on the right half where the signature block is drawn.
    expect(kotak.x).toBeGreaterThan(595.28 / 2);
    expect(kotak.x + kotak.lebar).toBeLessThanOrEqual(595.28);
    expect(kotak.y).toBeGreaterThan(200);
    expect(kotak.y + kotak.tinggi).toBeLessThan(841.89);
    const tanpa = await sumberSurat.render(t.database.db, s.uid, {
      stempel: null,
      asal: '',
      sekarang: JAM_SENIN,
    });
    expect(teksPdf(tanpa.pdf)).not.toContain('Ditandatangani secara elektronik');
  });
});
