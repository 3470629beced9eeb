import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { kelasTarifLayanan } from '../../kunjungan/kelas-tarif.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { type StayUji, stayUji } from '../../ranap/ranap.factory.ts';

// The class of a dispensed prescription's charges is the class of the care it was written in,
// asked of modules/kunjungan (kelasTarifLayanan) at the moment it is dispensed: RAWAT_JALAN at a
// clinic, the billing class of the bed the patient lies in for a stay (docs/ranap.md). A ward
// prescription is served from the inpatient depot (DRI) unless the pharmacist names another.

let jam = JAM_SENIN;
let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let rawatJalan: LayananUji;
let stay: StayUji;
let pct = '';
const depo: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'apoteker']) akun[r] = await t.login(r);
  rawatJalan = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Rina Jalan' });
  stay = await stayUji(t, akun.pendaftaran ?? '', { kelas: 'KELAS_1', nama: 'Dodi Inap' });
  const [p] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
  pct = p?.uid ?? '';
  for (const l of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from farmasi_lokasi'))
    depo[l.kode] = l.uid;
  // The ward pharmacist's rights at the inpatient depot (the demo pharmacist only requisitions there).
  await queryRows(
    t,
    `insert into farmasi_akses_lokasi (akun_uid, lokasi_uid, akses)
     select uid, '${depo.DRI}', a from akun, unnest(array['increment_stock','decrement_stock']) a
     where username = 'apoteker' on conflict do nothing`,
  );
  for (const kode of ['DRJ', 'DRI']) {
    const stok = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
      jenis: 'PENAMBAHAN',
      lokasi_uid: depo[kode],
      alasan: 'Stok awal pengujian',
      items: [{ produk_uid: pct, batch: `PCT-${kode}`, kedaluwarsa: '2031-06-30', jumlah: 50 }],
    });
    if (stok.statusCode !== 201) throw new Error(`stok: ${stok.statusCode} ${stok.body}`);
  }
});
afterAll(() => t.close());

/** Writes, approves and dispenses a prescription of one line; answers the depot and its OBAT charges. */
async function layani(l: { layanan_uid: string }, approve: object = {}) {
  const detail = [
    { jenis: 'NON_RACIKAN', config: { position: 1 }, produk_uid: pct, jumlah: 10, aturan_pakai: '3 x 1' },
  ];
  const r = await call('POST', `/pelayanan/${l.layanan_uid}/resep`, akun.dokter, { detail });
  expect(r.statusCode).toBe(201);
  const uid: string = r.json().respon.uid;
  const setuju = await call('POST', `/farmasi/obat/request/approve/${uid}`, akun.apoteker, approve);
  expect(setuju.statusCode).toBe(200);
  expect((await call('POST', '/farmasi/obat/request/done', akun.apoteker, { uid })).statusCode).toBe(200);
  const [lok] = await queryRows<{ kode: string }>(
    t,
    `select l.kode from resep r join farmasi_lokasi l on l.uid = r.lokasi_uid where r.uid = '${uid}'`,
  );
  const rows = await queryRows<{ kelas: string }>(
    t,
    `select t.kelas from transaksi t join resep_detail d on d.uid = t.sumber_uid
      where t.jenis = 'OBAT' and d.resep_uid = '${uid}'`,
  );
  return { depo: lok?.kode, kelas: rows.map((x) => x.kelas) };
}

describe('the tariff class and the depot of a dispensed prescription', () => {
  it('is RAWAT_JALAN at a clinic', async () => {
    expect(await kelasTarifLayanan(t.database.db, rawatJalan.layanan_uid)).toBe('RAWAT_JALAN');
    expect(await layani(rawatJalan, { lokasi_uid: depo.DRJ })).toEqual({
      depo: 'DRJ',
      kelas: ['RAWAT_JALAN'],
    });
  });

  it("a stay's prescription goes to the inpatient depot at the bed's class, and after a transfer at the new class", async () => {
    jam = new Date('2030-01-07T04:00:00Z'); // 11:00 WIB, in the Kelas 1 bed
    expect(await layani(stay)).toEqual({ depo: 'DRI', kelas: ['KELAS_1'] });
    // Moved to a Kelas 3 bed at 12:00 WIB.
    await queryRows(
      t,
      `with tutup as (update rawat_inap set keluar_pada = '2030-01-07T05:00:00Z', sebab_keluar = 'PINDAH'
                       where uid = '${stay.rawat_inap_uid}' returning perawatan_inap_uid, layanan_uid, pasien_uid)
       insert into rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid, kelas, kelas_tagih, masuk_pada)
       select tutup.perawatan_inap_uid, tutup.layanan_uid, tutup.pasien_uid, b.ruangan_uid, b.kamar_uid, b.uid, r.kelas, r.kelas,
              '2030-01-07T05:00:00Z'
         from tutup, bed b join ruangan r on r.uid = b.ruangan_uid
        where r.kelas = 'KELAS_3' and r.jenis = 'BANGSAL' and b.status = 'KOSONG' limit 1`,
    );
    jam = new Date('2030-01-07T06:00:00Z');
    expect(await layani(stay)).toEqual({ depo: 'DRI', kelas: ['KELAS_3'] });
    // The pharmacist may still name the depot (DRI closed at night): the named one serves.
    expect((await layani(stay, { lokasi_uid: depo.DRJ })).depo).toBe('DRJ');
    // The clinic's visit is unchanged.
    expect((await layani(rawatJalan, { lokasi_uid: depo.DRJ })).kelas).toEqual(['RAWAT_JALAN']);
    jam = JAM_SENIN;
  });
});
