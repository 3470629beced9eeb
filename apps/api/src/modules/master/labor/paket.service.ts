import type { PaketLab, PaketLabInput, PaketLabItem } from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { layananMaster } from '../crud/crud.service.ts';
import { tarifUmumRj } from '../tarif/tarif.service.ts';
import { paketBerisiNonaktif, pemeriksaanPaketTidakValid } from './labor.errors.ts';
import { paketLab, paketLabItem, pemeriksaanLab } from './labor.tables.ts';

type Baris = typeof paketLab.$inferSelect;

/** Every test of a package must exist and be active: a package orders them all. */
async function periksaPemeriksaan(tx: DbOrTx, input: PaketLabInput): Promise<void> {
  const rows = await tx
    .select({ uid: pemeriksaanLab.uid, nama: pemeriksaanLab.nama, status: pemeriksaanLab.status })
    .from(pemeriksaanLab)
    .where(inArray(pemeriksaanLab.uid, input.pemeriksaan_uid));
  const peta = new Map(rows.map((r) => [r.uid, r]));
  const galat = input.pemeriksaan_uid.flatMap((uid, i) => {
    const r = peta.get(uid);
    const path = `pemeriksaan_uid.${i}`;
    if (!r) return [{ path, message: 'Pemeriksaan tidak ditemukan' }];
    if (r.status !== 'AKTIF')
      return [{ path, message: `Pemeriksaan ${r.nama} sudah nonaktif; keluarkan dari paket` }];
    return [];
  });
  if (galat.length) throw pemeriksaanPaketTidakValid(galat);
}

/** The tests of each package of a page, in order, in one query. */
async function keDto(rows: Baris[], db: DbOrTx): Promise<PaketLab[]> {
  if (rows.length === 0) return [];
  const uids = rows.map((r) => r.uid);
  const items = await db
    .select({
      paket_uid: paketLabItem.paket_uid,
      uid: pemeriksaanLab.uid,
      kode: pemeriksaanLab.kode,
      nama: pemeriksaanLab.nama,
      kelompok: pemeriksaanLab.kelompok,
      satuan: pemeriksaanLab.satuan,
      status: pemeriksaanLab.status,
    })
    .from(paketLabItem)
    .innerJoin(pemeriksaanLab, eq(pemeriksaanLab.uid, paketLabItem.pemeriksaan_uid))
    .where(inArray(paketLabItem.paket_uid, uids))
    .orderBy(paketLabItem.paket_uid, paketLabItem.urutan);
  const tarif = await tarifUmumRj(db, 'PAKET_LAB', uids);
  const perPaket = new Map<string, PaketLabItem[]>();
  for (const { paket_uid, ...i } of items) perPaket.set(paket_uid, [...(perPaket.get(paket_uid) ?? []), i]);
  return rows.map((r) => ({
    ...r,
    pemeriksaan: perPaket.get(r.uid) ?? [],
    tarif_umum_rj: tarif.get(r.uid) ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

export const layananPaketLab = layananMaster<Baris, PaketLab, PaketLabInput>({
  tabel: paketLab,
  entitas: 'paket_lab',
  label: 'Paket laboratorium',
  namaUnik: true,
  urutan: [paketLab.nama],
  keNilai: ({ pemeriksaan_uid: _p, ...kolom }) => kolom,
  periksa: (tx, input) => periksaPemeriksaan(tx, input),
  // A package whose test was retired meanwhile cannot come back until that test leaves it.
  periksaAktifkan: async (tx, row) => {
    const nonaktif = await tx
      .select({ nama: pemeriksaanLab.nama })
      .from(paketLabItem)
      .innerJoin(pemeriksaanLab, eq(pemeriksaanLab.uid, paketLabItem.pemeriksaan_uid))
      .where(and(eq(paketLabItem.paket_uid, row.uid), eq(pemeriksaanLab.status, 'NONAKTIF')));
    if (nonaktif.length) throw paketBerisiNonaktif(nonaktif.map((n) => n.nama));
  },
  setelahSimpan: async (tx, row, input) => {
    await tx.delete(paketLabItem).where(eq(paketLabItem.paket_uid, row.uid));
    await tx
      .insert(paketLabItem)
      .values(
        input.pemeriksaan_uid.map((uid, i) => ({ paket_uid: row.uid, pemeriksaan_uid: uid, urutan: i })),
      );
  },
  keDto,
});
