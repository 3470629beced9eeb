import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let umum: LayananUji;
let tanpaDx: LayananUji;

// Diagnoses and the follow-up are written by the pelayanan module; here they are rows, as the
// resume reads them.
async function diagnosis(l: LayananUji, kode: string, nama: string, jenis: 'UTAMA' | 'SEKUNDER') {
  await queryRows(
    t,
    `insert into diagnosis (kunjungan_uid, layanan_uid, pasien_uid, kode_icd10, nama, jenis)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', '${kode}', '${nama}', '${jenis}')`,
  );
}
async function kontrol(l: LayananUji) {
  await queryRows(
    t,
    `insert into tindak_lanjut (kunjungan_uid, layanan_uid, pasien_uid, jenis, tanggal_kontrol, kondisi_pulang)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', 'KONTROL', '2030-01-14', 'Membaik')`,
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'rm', 'kasir']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  tanpaDx = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'ON_PROCESS',
    nama: 'Pasien Tanpa Dx',
  });
  const url = `/pelayanan/${umum.layanan_uid}/asesmen`;
  const perawat = await call('POST', url, akun.poli, {
    jenis: 'KEPERAWATAN_POLI',
    isi: {
      keluhan_utama: 'Demam 3 hari',
      tanda_vital: { td_sistolik: 120, td_diastolik: 80, nadi: 88, suhu: 38.2 },
    },
  });
  expect(perawat.statusCode).toBe(201);
  const dokter = await call('POST', url, akun.dokter, {
    jenis: 'MEDIS',
    isi: {
      subjektif: 'Demam naik turun sejak 3 hari, mual',
      objektif: 'Lidah kotor',
      asesmen: 'Suspek demam tifoid',
      plan: 'Paracetamol 3 x 500 mg; cek Widal',
    },
  });
  expect(dokter.statusCode).toBe(201);
  await diagnosis(umum, 'A01.0', 'Demam tifoid', 'UTAMA');
  await diagnosis(umum, 'R11', 'Mual dan muntah', 'SEKUNDER');
});
afterAll(() => t.close());

const resume = (l: LayananUji) => `/resume-medis/${l.layanan_uid}`;

describe('GET /resume-medis/:layanan_uid', () => {
  it('proposes a draft from the visit — diagnoses, latest vitals, the doctor’s notes — without saving it', async () => {
    const res = await call('GET', `${resume(umum)}?jenis=RJ`, akun.dokter);
    expect(res.statusCode).toBe(200);
    const r = res.json().respon;
    expect(r).toMatchObject({ uid: null, status: 'DRAFT', jenis: 'RJ', nomor: null });
    expect(r.struktur.diagnosis_utama).toEqual({ kode: 'A01.0', nama: 'Demam tifoid' });
    expect(r.struktur.diagnosis_sekunder).toEqual([{ kode: 'R11', nama: 'Mual dan muntah' }]);
    expect(r.struktur.tanda_vital.ringkas).toContain('TD 120/80 mmHg');
    expect(r.teks.keluhan_utama).toBe('Demam 3 hari');
    expect(r.teks.ringkasan_riwayat).toContain('Demam naik turun');
    expect(r.teks.terapi).toContain('Paracetamol');
    expect(r.kepala.poli.jenis).toBe('RAWAT_JALAN');
    expect(await countRows(t, 'resume_medis')).toBe(0);
  });

  it('is read by medical records and the clinic, not by the cashier; the kind must match the clinic', async () => {
    expect((await call('GET', resume(umum), akun.rm)).statusCode).toBe(200);
    expect((await call('GET', resume(umum), akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', resume(umum))).statusCode).toBe(401);
    const salah = await call('GET', `${resume(umum)}?jenis=IGD`, akun.dokter);
    expect(salah.statusCode).toBe(400);
    expect(salah.json().message).toContain('tidak sesuai');
    expect((await call('GET', '/resume-medis/bukan-uid', akun.dokter)).statusCode).toBe(400);
    const tidakAda = await call('GET', '/resume-medis/00000000-0000-4000-8000-000000000000', akun.dokter);
    expect(tidakAda.statusCode).toBe(404);
  });
});

describe('PUT /resume-medis/:layanan_uid', () => {
  const teks = { ringkasan_riwayat: 'Demam 3 hari, mual.', instruksi: 'Banyak minum air putih' };

  it('saves the doctor’s draft, edits it, and audits both', async () => {
    const a = await call('PUT', resume(umum), akun.dokter, { jenis: 'RJ', teks });
    expect(a.statusCode).toBe(200);
    expect(a.json().respon).toMatchObject({ status: 'DRAFT', teks: { instruksi: 'Banyak minum air putih' } });
    expect(a.json().respon.uid).toEqual(expect.any(String));
    const b = await call('PUT', resume(umum), akun.dokter, {
      jenis: 'RJ',
      teks: { ...teks, kondisi_pulang: 'Baik' },
    });
    expect(b.json().respon.teks.kondisi_pulang).toBe('Baik');
    // The saved text wins over the proposal: the plan is no longer copied into 'terapi'.
    expect(b.json().respon.teks.terapi).toBeNull();
    const aksi = await queryRows<{ aksi: string }>(
      t,
      "select aksi from log_aktivitas where aksi like 'resume.%' order by id",
    );
    expect(aksi.map((x) => x.aksi)).toEqual(['resume.create', 'resume.update']);
  });

  it('refuses the nurse, the wrong kind and overlong text, writing nothing', async () => {
    const sebelum = await countRows(t, 'log_aktivitas');
    expect((await call('PUT', resume(tanpaDx), akun.poli, { jenis: 'RJ', teks })).statusCode).toBe(403);
    expect((await call('PUT', resume(tanpaDx))).statusCode).toBe(401);
    expect((await call('PUT', resume(tanpaDx), akun.dokter, { jenis: 'HD', teks })).statusCode).toBe(400);
    const panjang = await call('PUT', resume(tanpaDx), akun.dokter, {
      jenis: 'RJ',
      teks: { terapi: 'x'.repeat(4001) },
    });
    expect(panjang.statusCode).toBe(400);
    expect(panjang.json().errors[0].path).toBe('teks.terapi');
    expect(await countRows(t, 'resume_medis')).toBe(1);
    expect(await countRows(t, 'log_aktivitas')).toBe(sebelum);
  });
});

describe('POST /resume-medis/:layanan_uid/final', () => {
  it('needs a primary diagnosis, then a follow-up', async () => {
    const a = await call('POST', `${resume(tanpaDx)}/final`, akun.dokter, { jenis: 'RJ' });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe('Diagnosis utama belum diisi');
    const b = await call('POST', `${resume(umum)}/final`, akun.dokter, { jenis: 'RJ' });
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toContain('Tindak lanjut');
    expect((await call('POST', `${resume(umum)}/final`, akun.rm, { jenis: 'RJ' })).statusCode).toBe(403);
  });

  it('numbers, prints, hashes and locks the chart', async () => {
    await kontrol(umum);
    const res = await call('POST', `${resume(umum)}/final`, akun.dokter, { jenis: 'RJ' });
    expect(res.statusCode).toBe(200);
    const r = res.json().respon;
    expect(r).toMatchObject({ status: 'FINAL', nomor: 'RM/2030/01/000001' });
    expect(r.struktur.tindak_lanjut).toMatchObject({ jenis: 'KONTROL', tanggal_kontrol: '2030-01-14' });
    expect(r.teks.instruksi).toBe('Banyak minum air putih');

    const pdf = await call('GET', `${resume(umum)}/pdf`, akun.rm);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(r.hash_dokumen);
    const isi = teksPdf(pdf.rawPayload);
    expect(isi).toContain('RM/2030/01/000001');
    expect(isi).toContain('A01.0');
    expect(isi).toContain('Demam tifoid');
    expect(isi).not.toContain('DRAF');

    // The chart is closed: the resume, the assessments, and a second finalisation.
    const ubah = await call('PUT', resume(umum), akun.dokter, { jenis: 'RJ', teks: {} });
    expect(ubah.statusCode).toBe(409);
    expect(ubah.json().code).toBe('resume.final');
    const asesmen = await call('POST', `/pelayanan/${umum.layanan_uid}/asesmen`, akun.dokter, {
      jenis: 'MEDIS',
      isi: { subjektif: 'Tambahan' },
    });
    expect(asesmen.statusCode).toBe(409);
    expect(asesmen.json().code).toBe('resume.final');
    expect((await call('POST', `${resume(umum)}/final`, akun.dokter, { jenis: 'RJ' })).statusCode).toBe(409);
    const header = await call('GET', `/pelayanan/${umum.layanan_uid}`, akun.dokter);
    expect(header.json().respon.resume_final).toBe(true);

    // A diagnosis added under the lock (by SQL) does not change the frozen resume.
    await diagnosis(umum, 'K30', 'Dispepsia', 'SEKUNDER');
    const baca = await call('GET', resume(umum), akun.rm);
    expect(baca.json().respon.struktur.diagnosis_sekunder).toHaveLength(1);

    const v = await call('GET', `/resume-medis/verifikasi/${r.uid}`);
    expect(v.statusCode).toBe(200);
    expect(v.json().respon).toMatchObject({ nomor: 'RM/2030/01/000001', pasien_inisial: 'P. K.' });
    expect(JSON.stringify(v.json().respon)).not.toContain('Demam');
    const audit = await queryRows<{ n: number }>(
      t,
      "select count(*)::int as n from log_aktivitas where aksi = 'resume.final'",
    );
    expect(audit[0]?.n).toBe(1);
  });

  it('prints a draft marked DRAF, with no verification code', async () => {
    const pdf = await call('GET', `${resume(tanpaDx)}/pdf?jenis=RJ`, akun.dokter);
    expect(pdf.statusCode).toBe(200);
    expect(teksPdf(pdf.rawPayload)).toContain('DRAF');
    expect((await call('GET', `${resume(tanpaDx)}/pdf`, akun.kasir)).statusCode).toBe(403);
  });
});

describe('GET /resume-medis', () => {
  it('lists saved resumes with filters for medical records', async () => {
    const semua = await call('GET', '/resume-medis?status=FINAL', akun.rm);
    expect(semua.statusCode).toBe(200);
    expect(semua.json().metadata.total_data).toBe(1);
    expect(semua.json().respon[0]).toMatchObject({
      nomor: 'RM/2030/01/000001',
      jenis: 'RJ',
      diagnosis_utama: { kode: 'A01.0' },
    });
    const cari = await call('GET', '/resume-medis?search=RM/2030', akun.rm);
    expect(cari.json().metadata.total_data).toBe(1);
    const kosong = await call('GET', '/resume-medis?tanggal_dari=2030-02-01', akun.rm);
    expect(kosong.json().metadata.total_data).toBe(0);
    expect((await call('GET', '/resume-medis?status=SELESAI', akun.rm)).statusCode).toBe(400);
    expect((await call('GET', '/resume-medis', akun.poli)).statusCode).toBe(403);
    expect((await call('GET', '/resume-medis')).statusCode).toBe(401);
  });
});

describe('finalising while the chart is being written', () => {
  it('never lets a chart write slip in while the resume is being finalised', async () => {
    const layanan = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: `Pasien Balapan ${i}` }),
      ),
    );
    // One catalogue row instead of loading all 16,000 (katalog.test.ts covers the loader).
    await queryRows(
      t,
      `insert into icd10 (kode, kode_tanpa_titik, judul, level, leaf, bab, blok, judul_cari, judul_id_cari)
       values ('I10', 'I10', 'Essential (primary) hypertension', 3, true, '09', 'I10-I15', ' essential ', '')`,
    );
    for (const l of layanan) {
      await diagnosis(l, 'A01.0', 'Demam tifoid', 'UTAMA');
      await kontrol(l);
    }
    const hasil = await Promise.all(
      layanan.map(async (l) => {
        const [dx, fin] = await Promise.all([
          call('POST', `/pelayanan/${l.layanan_uid}/diagnosis`, akun.dokter, {
            kode_icd10: 'I10',
            jenis: 'SEKUNDER',
          }),
          call('POST', `${resume(l)}/final`, akun.dokter, { jenis: 'RJ' }),
        ]);
        return { dx, fin };
      }),
    );
    for (const { dx, fin } of hasil) {
      expect(fin.statusCode).toBe(200);
      const sekunder = fin.json().respon.struktur.diagnosis_sekunder.map((d: { kode: string }) => d.kode);
      // Either the diagnosis was written first and the resume carries it, or it was refused.
      if (dx.statusCode === 201) expect(sekunder).toContain('I10');
      else {
        expect(dx.statusCode, dx.body).toBe(409);
        expect(dx.json().code).toBe('resume.final');
        expect(sekunder).not.toContain('I10');
      }
    }
  });
});
