import { KELAS_RANAP, type KelasRanap, PENJAMIN_TARIF, type PenjaminTarif } from '@rawat/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';
import { bed, itemHarian, kamar, ruangan } from '../../src/modules/master/ruangan/ruangan.tables.ts';
import { tarif } from '../../src/modules/master/tarif/tarif.tables.ts';

type Jenis = (typeof ruangan.$inferInsert)['jenis'];

/**
 * The demo hospital's wards: [code, name, kind, class, floor, rooms, beds per room, room sex].
 * 52 beds over five classes and two special units, like a small type-C hospital.
 */
const RUANGAN: [string, string, Jenis, KelasRanap, string, number, number, ('L' | 'P' | null)[]][] = [
  ['MLT', 'Melati', 'BANGSAL', 'KELAS_3', 'Lantai 1', 2, 6, ['L', 'P']],
  ['MWR', 'Mawar', 'BANGSAL', 'KELAS_2', 'Lantai 2', 3, 4, ['L', 'P', null]],
  ['AGR', 'Anggrek', 'BANGSAL', 'KELAS_1', 'Lantai 2', 4, 2, [null]],
  ['DHL', 'Dahlia', 'BANGSAL', 'VIP', 'Lantai 3', 4, 1, [null]],
  ['WKS', 'Wijaya Kusuma', 'BANGSAL', 'VVIP', 'Lantai 3', 2, 1, [null]],
  ['ICU', 'ICU', 'ICU', 'KELAS_1', 'Lantai 1', 1, 6, [null]],
  ['HCU', 'HCU', 'HCU', 'KELAS_1', 'Lantai 1', 1, 4, [null]],
];

/** A day's price at the ordinary wards for UMUM, per class (room; nursing care). */
const KAMAR: Record<KelasRanap, number> = {
  KELAS_3: 150_000,
  KELAS_2: 250_000,
  KELAS_1: 400_000,
  VIP: 750_000,
  VVIP: 1_250_000,
};
const ASKEP: Record<KelasRanap, number> = {
  KELAS_3: 50_000,
  KELAS_2: 60_000,
  KELAS_1: 75_000,
  VIP: 100_000,
  VVIP: 125_000,
};
/** Special units: one day price whatever the class. */
const KHUSUS: Record<string, number> = {
  'KMR-ICU': 1_200_000,
  'ASKEP-ICU': 300_000,
  'KMR-HCU': 800_000,
  'ASKEP-HCU': 200_000,
  'KMR-NICU': 1_000_000,
  'ASKEP-NICU': 250_000,
  'KMR-PICU': 1_000_000,
  'ASKEP-PICU': 250_000,
  'KMR-ISO': 500_000,
  'ASKEP-ISO': 150_000,
};
const PERSEN_PENJAMIN: Record<PenjaminTarif, number> = { UMUM: 100, BPJS: 90, ASKES: 95, ASURANSI: 115 };

/** Wards, rooms, beds and the day tariffs of the daily care items (migration 0015 made the items). */
export async function seedRuangan(tx: DbOrTx): Promise<void> {
  const ada = await tx.select({ uid: ruangan.uid }).from(ruangan).limit(1);
  if (ada.length === 0) {
    for (const [kode, nama, jenis, kelas, lantai, nKamar, nBed, jk] of RUANGAN) {
      const [r] = await tx
        .insert(ruangan)
        .values({ kode, nama, jenis, kelas, lantai })
        .returning({ uid: ruangan.uid });
      if (!r) throw new Error(`seed ruangan ${kode}`);
      for (let k = 1; k <= nKamar; k++) {
        const [km] = await tx
          .insert(kamar)
          .values({
            ruangan_uid: r.uid,
            no_kamar: `${kode}-${k}`,
            jenis_kelamin: jk[(k - 1) % jk.length] ?? null,
          })
          .returning({ uid: kamar.uid });
        if (!km) throw new Error(`seed kamar ${kode}-${k}`);
        await tx.insert(bed).values(
          Array.from({ length: nBed }, (_, b) => ({
            kamar_uid: km.uid,
            ruangan_uid: r.uid,
            no_bed: String.fromCharCode(65 + b),
          })),
        );
      }
    }
  }
  const items = await tx
    .select({ uid: itemHarian.uid, kode: itemHarian.kode, jenis: itemHarian.jenis })
    .from(itemHarian)
    .where(eq(itemHarian.status, 'AKTIF'));
  const harga = items.flatMap((it) =>
    KELAS_RANAP.flatMap((kelas) =>
      PENJAMIN_TARIF.map((penjamin) => {
        const umum =
          it.kode === 'KMR' ? KAMAR[kelas] : it.kode === 'ASKEP' ? ASKEP[kelas] : (KHUSUS[it.kode] ?? 0);
        return {
          item_uid: it.uid,
          penjamin,
          kelas,
          jumlah: Math.round((umum * PERSEN_PENJAMIN[penjamin]) / 100 / 1000) * 1000,
        };
      }),
    ),
  );
  if (harga.length === 0) return;
  const kolom = <K extends keyof (typeof harga)[number]>(k: K) => sql.param(harga.map((h) => h[k]));
  await tx.execute(sql`
    INSERT INTO ${tarif} (jenis_item, item_uid, penjamin, kelas, berlaku_mulai, jumlah)
    SELECT 'HARIAN', u.item_uid, u.penjamin, u.kelas, '2026-01-01', u.jumlah
    FROM unnest(${kolom('item_uid')}::uuid[], ${kolom('penjamin')}::text[], ${kolom('kelas')}::text[], ${kolom('jumlah')}::bigint[])
      AS u(item_uid, penjamin, kelas, jumlah)
    ON CONFLICT DO NOTHING`);
}

/**
 * The delivery ward (VK, kamar bersalin; docs/bersalin.md) of the demo hospital, added when absent:
 * one women's room of four beds at Kelas 2 prices. Demo and journeys only — API tests keep the
 * wards above, whose bed counts their indicators assert.
 */
export async function seedRuangBersalin(tx: DbOrTx): Promise<void> {
  const [ada] = await tx.select({ uid: ruangan.uid }).from(ruangan).where(eq(ruangan.kode, 'VK'));
  if (ada) return;
  const [r] = await tx
    .insert(ruangan)
    .values({
      kode: 'VK',
      nama: 'Ruang Bersalin (VK)',
      jenis: 'BANGSAL',
      kelas: 'KELAS_2',
      lantai: 'Lantai 2',
    })
    .returning({ uid: ruangan.uid });
  if (!r) throw new Error('seed ruangan VK');
  const [km] = await tx
    .insert(kamar)
    .values({ ruangan_uid: r.uid, no_kamar: 'VK-1', jenis_kelamin: 'P' })
    .returning({ uid: kamar.uid });
  if (!km) throw new Error('seed kamar VK-1');
  await tx
    .insert(bed)
    .values(['A', 'B', 'C', 'D'].map((no_bed) => ({ kamar_uid: km.uid, ruangan_uid: r.uid, no_bed })));
}
