import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { stayUji } from './ranap.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
});
afterAll(async () => t.close());

describe('a stay (the factory the ward tests start from)', () => {
  it('occupies a bed of the class and charges at the class of the bed, BPJS at the entitled class', async () => {
    const daftar = await t.login('pendaftaran');
    const umum = await stayUji(t, daftar, { kelas: 'KELAS_2', nama: 'Rudi Umum' });
    const bpjs = await stayUji(t, daftar, {
      kelas: 'KELAS_1',
      penjamin: 'BPJS',
      kelas_hak: 'KELAS_2',
      nama: 'Sri Bpjs',
    });
    const [bed] = await queryRows<{ status: string }>(
      t,
      `select status from bed where uid = '${umum.bed_uid}'`,
    );
    expect(bed?.status).toBe('TERISI');
    const siang = new Date('2030-01-07T06:00:00Z');
    expect(await kelasTarifLayanan(t.database.db, umum.layanan_uid, siang)).toBe('KELAS_2');
    expect(await kelasTarifLayanan(t.database.db, bpjs.layanan_uid, siang)).toBe('KELAS_2');
    // Moved to Kelas 1 at 15:00: that afternoon's charges take the new class.
    await queryRows(
      t,
      `with tutup as (update rawat_inap set keluar_pada = '2030-01-07T08:00:00Z', sebab_keluar = 'PINDAH'
                       where uid = '${umum.rawat_inap_uid}' returning perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid)
       insert into rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid, kelas, kelas_tagih, masuk_pada)
       select perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid,
              (select uid from bed where status = 'KOSONG' limit 1), 'KELAS_1', 'KELAS_1', '2030-01-07T08:00:00Z' from tutup`,
    );
    expect(await kelasTarifLayanan(t.database.db, umum.layanan_uid, siang)).toBe('KELAS_2');
    expect(await kelasTarifLayanan(t.database.db, umum.layanan_uid, new Date('2030-01-07T09:00:00Z'))).toBe(
      'KELAS_1',
    );
  });
});
