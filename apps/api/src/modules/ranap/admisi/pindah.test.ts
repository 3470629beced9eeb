import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { kelasTarifLayanan } from '../../kunjungan/kelas-tarif.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { stayUji } from '../ranap.factory.ts';
import { bedUji } from './admisi.uji.ts';

let t: TestApp;
let jam = JAM_SENIN;
const call = panggil(() => t);
const akun: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'kasir', 'rm']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

const statusBed = async (uid: string) =>
  (await queryRows<{ status: string }>(t, `select status from bed where uid = '${uid}'`))[0]?.status;

describe('transfer to another bed', () => {
  it('closes the segment, sends the old bed to housekeeping and charges the new class from then', async () => {
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_2', nama: 'Pindah Umum' });
    const tujuan = await bedUji(t, 'AGR-4', 'A');
    const url = `/ranap/perawatan/${s.layanan_uid}/pindah`;
    expect((await call('POST', url, undefined, { bed_uid: tujuan, alasan: 'x' })).statusCode).toBe(401);
    expect((await call('POST', url, akun.kasir, { bed_uid: tujuan, alasan: 'x' })).statusCode).toBe(403);
    expect((await call('POST', url, akun.dokter, { bed_uid: tujuan, alasan: 'x' })).statusCode).toBe(403);
    const tanpaAlasan = await call('POST', url, akun.perawat, { bed_uid: tujuan, alasan: ' ' });
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().errors[0].path).toBe('alasan');
    const sama = await call('POST', url, akun.perawat, { bed_uid: s.bed_uid, alasan: 'x' });
    expect(sama.statusCode).toBe(400);
    expect(await countRows(t, `rawat_inap where perawatan_inap_uid = '${s.perawatan_inap_uid}'`)).toBe(1);

    jam = new Date('2030-01-07T08:00:00Z');
    const res = await call('POST', url, akun.perawat, { bed_uid: tujuan, alasan: 'Permintaan keluarga' });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      letak: { ruangan: 'Anggrek', no_kamar: 'AGR-4', no_bed: 'A', kelas: 'KELAS_1' },
      kelas_tagih: 'KELAS_1',
    });
    const seg = await queryRows<{
      bed_uid: string;
      sebab_keluar: string | null;
      alasan_pindah: string | null;
    }>(
      t,
      `select bed_uid, sebab_keluar, alasan_pindah from rawat_inap where perawatan_inap_uid = '${s.perawatan_inap_uid}' order by masuk_pada`,
    );
    expect(seg).toEqual([
      { bed_uid: s.bed_uid, sebab_keluar: 'PINDAH', alasan_pindah: 'Permintaan keluarga' },
      { bed_uid: tujuan, sebab_keluar: null, alasan_pindah: null },
    ]);
    expect(await statusBed(s.bed_uid)).toBe('DIBERSIHKAN');
    expect(await statusBed(tujuan)).toBe('TERISI');
    expect(await kelasTarifLayanan(t.database.db, s.layanan_uid, new Date('2030-01-07T06:00:00Z'))).toBe(
      'KELAS_2',
    );
    expect(await kelasTarifLayanan(t.database.db, s.layanan_uid, new Date('2030-01-07T09:00:00Z'))).toBe(
      'KELAS_1',
    );
    const [log] = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where sumber = 'rawat_inap' and layanan_uid = '${s.layanan_uid}'`,
    );
    expect(log?.ringkasan).toMatch(
      /^Pindah kamar: Mawar, kamar MWR-\d, bed [A-D] \(Kelas 2\) -> Anggrek, kamar AGR-4, bed A \(Kelas 1\)/,
    );
  });

  it('keeps a BPJS patient at the entitled class and asks why for another ward class', async () => {
    jam = new Date('2030-01-07T05:00:00Z');
    const s = await stayUji(t, akun.pendaftaran ?? '', {
      kelas: 'KELAS_2',
      penjamin: 'BPJS',
      kelas_hak: 'KELAS_2',
      nama: 'Pindah Bpjs',
    });
    const url = `/ranap/perawatan/${s.layanan_uid}/pindah`;
    const kelas3 = await bedUji(t, 'MLT-1', 'F');
    const tanpa = await call('POST', url, akun.pendaftaran, { bed_uid: kelas3, alasan: 'Kelas 2 penuh' });
    expect(tanpa.statusCode).toBe(400);
    expect(await statusBed(kelas3)).toBe('KOSONG');
    const res = await call('POST', url, akun.pendaftaran, {
      bed_uid: kelas3,
      alasan: 'Kelas 2 penuh',
      penempatan: 'TITIPAN',
      alasan_penempatan: 'Kelas 2 penuh',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      kelas_tagih: 'KELAS_2',
      penempatan: 'TITIPAN',
      letak: { kelas: 'KELAS_3' },
    });
    const icu = await bedUji(t, 'ICU-1', 'A');
    const keIcu = await call('POST', url, akun.perawat, { bed_uid: icu, alasan: 'Perburukan' });
    expect(keIcu.statusCode).toBe(200);
    expect(keIcu.json().respon).toMatchObject({ kelas_tagih: 'KELAS_2', penempatan: 'SESUAI_HAK' });
  });

  it('refuses an occupied bed and an unknown stay', async () => {
    const a = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_1', nama: 'Penghuni' });
    const b = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_1', nama: 'Pemindah' });
    const terisi = await call('POST', `/ranap/perawatan/${b.layanan_uid}/pindah`, akun.perawat, {
      bed_uid: a.bed_uid,
      alasan: 'Coba',
    });
    expect(terisi.statusCode).toBe(409);
    expect(terisi.json().code).toBe('ranap.bed_terisi');
    const tidakAda = await call('POST', `/ranap/perawatan/${a.kunjungan_uid}/pindah`, akun.perawat, {
      bed_uid: b.bed_uid,
      alasan: 'Coba',
    });
    expect(tidakAda.statusCode).toBe(404);
  });
});

describe('the lists of inpatients', () => {
  it('lists current stays with filters and finished ones by discharge date', async () => {
    jam = JAM_SENIN;
    const s = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_3', nama: 'Sudah Pulang' });
    await queryRows(
      t,
      `with ri as (update rawat_inap set keluar_pada = '2030-01-08T05:00:00Z', sebab_keluar = 'PULANG' where uid = '${s.rawat_inap_uid}')
       update perawatan_inap set status = 'PULANG', pulang_pada = '2030-01-08T05:00:00Z', cara_pulang = 'ATAS_PERSETUJUAN'
        where uid = '${s.perawatan_inap_uid}'`,
    );
    jam = new Date('2030-01-09T03:00:00Z');
    // Two days on, the sessions of Monday have expired.
    for (const r of ['pendaftaran', 'dokter', 'perawat', 'kasir', 'rm']) akun[r] = await t.login(r);
    const semua = await call('GET', '/ranap/pasien?limit=100', akun.pendaftaran);
    expect(semua.statusCode).toBe(200);
    const baris = semua.json().respon as {
      pasien: { nama: string };
      hari_rawat: number;
      letak: { ruangan: string };
    }[];
    expect(baris.length).toBeGreaterThanOrEqual(4);
    expect(baris.find((r) => r.pasien.nama.startsWith('Pindah Umum'))).toMatchObject({
      hari_rawat: 3,
      letak: { ruangan: 'Anggrek' },
    });
    const cari = await call('GET', '/ranap/pasien?search=pindah%20bpjs', akun.dokter);
    expect(cari.json().metadata.total_data).toBe(1);
    expect(cari.json().respon[0]).toMatchObject({
      penjamin: 'BPJS',
      kelas_tagih: 'KELAS_2',
      letak: { ruangan: 'ICU' },
    });
    const bpjs = await call('GET', '/ranap/pasien?penjamin=BPJS', akun.perawat);
    expect(bpjs.json().respon.every((r: { penjamin: string }) => r.penjamin === 'BPJS')).toBe(true);
    const milik = await call('GET', '/ranap/pasien?milik_saya=true', akun.dokter);
    expect(milik.json().metadata.total_data).toBe(semua.json().metadata.total_data);
    const bukanDokter = await call('GET', '/ranap/pasien?milik_saya=true', akun.pendaftaran);
    expect(bukanDokter.json().metadata.total_data).toBe(0);
    expect((await call('GET', '/ranap/pasien')).statusCode).toBe(401);
    expect((await call('GET', '/ranap/pasien', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/ranap/pasien?kelas=KELAS_9', akun.perawat)).statusCode).toBe(400);

    const pulang = await call('GET', '/ranap/pasien-pulang?dari=2030-01-08&sampai=2030-01-08', akun.rm);
    expect(pulang.statusCode).toBe(200);
    expect(pulang.json().respon).toHaveLength(1);
    expect(pulang.json().respon[0]).toMatchObject({ pasien: { nama: 'Sudah Pulang 1' }, hari_rawat: 2 });
    const salah = await call('GET', '/ranap/pasien-pulang?dari=2030-01-09&sampai=2030-01-08', akun.rm);
    expect(salah.statusCode).toBe(400);
    expect((await call('GET', '/ranap/pasien-pulang?dari=2030-01-08&sampai=2030-01-08')).statusCode).toBe(
      401,
    );
    expect(
      (await call('GET', '/ranap/pasien-pulang?dari=2030-01-08&sampai=2030-01-08', akun.kasir)).statusCode,
    ).toBe(403);
  });

  it('offers free beds, the asked class first, a room for the other sex not suitable', async () => {
    const res = await call('GET', '/ranap/bed-kosong?kelas=KELAS_2&jk=P', akun.pendaftaran);
    expect(res.statusCode).toBe(200);
    const beds = res.json().respon as { kelas: string; no_kamar: string; cocok: boolean }[];
    expect(beds[0]?.kelas).toBe('KELAS_2');
    expect(beds.find((b) => b.no_kamar === 'MWR-1')?.cocok).toBe(false);
    expect(beds.find((b) => b.no_kamar === 'MWR-2')?.cocok).toBe(true);
    expect((await call('GET', '/ranap/bed-kosong')).statusCode).toBe(401);
    expect((await call('GET', '/ranap/bed-kosong', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/ranap/bed-kosong?jk=X', akun.pendaftaran)).statusCode).toBe(400);
  });
});
