import {
  type JenisItemOrder,
  type JenisOrder,
  type KatalogOrder,
  type KatalogOrderItem,
  KELOMPOK_LAB,
  type KelasTarif,
  LABEL_KELOMPOK_LAB,
  LABEL_MODALITAS_RADIOLOGI,
  MODALITAS_RADIOLOGI,
  type ModalitasRadiologi,
} from '@rawat/domain';
import { asc, eq } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { paketLab, paketLabItem, pemeriksaanLab } from '../master/labor/labor.tables.ts';
import { pemeriksaanRadiologi } from '../master/radiologi/radiologi.tables.ts';
import { tarifBerlaku } from '../master/tarif/tarif.service.ts';
import { ambilLayananKlinis, type LayananKlinis, periksaBolehBaca } from '../pelayanan/layanan-klinis.ts';

/**
 * Prices of catalogue items for the visit's payer on the layanan's day, at the class of the care
 * (kelasTarifLayanan: Rawat Jalan for clinics and IGD, a stay's bed class now).
 */
function harga(db: DbOrTx, l: LayananKlinis, kelas: KelasTarif, jenis: JenisItemOrder, uids: string[]) {
  return tarifBerlaku(db, uids, { jenis, penjamin: l.penjamin, kelas, tanggal: l.tanggal });
}

/**
 * What the order dialog offers: the active lab packages and tests by section, or the active
 * radiology exams by modality, each with its price for this visit (null when no tariff is set).
 */
export async function katalogOrder(
  db: DbOrTx,
  ctx: Ctx,
  layananUid: string,
  jenis: JenisOrder,
): Promise<KatalogOrder> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  const kelas = await kelasTarifLayanan(db, l.uid, ctx.now());
  return jenis === 'LABOR' ? katalogLab(db, l, kelas) : katalogRadiologi(db, l, kelas);
}

async function katalogLab(db: DbOrTx, l: LayananKlinis, kelas: KelasTarif): Promise<KatalogOrder> {
  const [tes, paket, isiPaket] = await bersamaan(db, [
    () =>
      db
        .select({
          uid: pemeriksaanLab.uid,
          kode: pemeriksaanLab.kode,
          nama: pemeriksaanLab.nama,
          kelompok: pemeriksaanLab.kelompok,
          spesimen: pemeriksaanLab.spesimen,
        })
        .from(pemeriksaanLab)
        .where(eq(pemeriksaanLab.status, 'AKTIF'))
        .orderBy(asc(pemeriksaanLab.urutan), asc(pemeriksaanLab.nama)),
    () =>
      db
        .select({ uid: paketLab.uid, kode: paketLab.kode, nama: paketLab.nama })
        .from(paketLab)
        .where(eq(paketLab.status, 'AKTIF'))
        .orderBy(asc(paketLab.nama)),
    () =>
      db
        .select({ paket_uid: paketLabItem.paket_uid, nama: pemeriksaanLab.nama })
        .from(paketLabItem)
        .innerJoin(pemeriksaanLab, eq(pemeriksaanLab.uid, paketLabItem.pemeriksaan_uid))
        .orderBy(asc(paketLabItem.urutan)),
  ]);
  const [hargaTes, hargaPaket] = await bersamaan(db, [
    () =>
      harga(
        db,
        l,
        kelas,
        'LAB',
        tes.map((t) => t.uid),
      ),
    () =>
      harga(
        db,
        l,
        kelas,
        'PAKET_LAB',
        paket.map((p) => p.uid),
      ),
  ]);
  const itemPaket: KatalogOrderItem[] = paket.map((p) => ({
    jenis_item: 'PAKET_LAB',
    uid: p.uid,
    kode: p.kode,
    nama: p.nama,
    keterangan:
      isiPaket
        .filter((i) => i.paket_uid === p.uid)
        .map((i) => i.nama)
        .join(', ') || null,
    harga: hargaPaket.get(p.uid) ?? null,
  }));
  const kelompok = [
    { kode: 'PAKET', label: 'Paket Laboratorium', items: itemPaket },
    ...KELOMPOK_LAB.map((k) => ({
      kode: k,
      label: LABEL_KELOMPOK_LAB[k],
      items: tes
        .filter((t) => t.kelompok === k)
        .map(
          (t): KatalogOrderItem => ({
            jenis_item: 'LAB',
            uid: t.uid,
            kode: t.kode,
            nama: t.nama,
            keterangan: t.spesimen,
            harga: hargaTes.get(t.uid) ?? null,
          }),
        ),
    })),
  ];
  return { jenis: 'LABOR', kelompok: kelompok.filter((k) => k.items.length) };
}

async function katalogRadiologi(db: DbOrTx, l: LayananKlinis, kelas: KelasTarif): Promise<KatalogOrder> {
  const rows = await db
    .select({
      uid: pemeriksaanRadiologi.uid,
      kode: pemeriksaanRadiologi.kode,
      nama: pemeriksaanRadiologi.nama,
      modalitas: pemeriksaanRadiologi.modalitas,
      persiapan: pemeriksaanRadiologi.persiapan,
      kontras: pemeriksaanRadiologi.kontras,
    })
    .from(pemeriksaanRadiologi)
    .where(eq(pemeriksaanRadiologi.status, 'AKTIF'))
    .orderBy(asc(pemeriksaanRadiologi.nama));
  const tarif = await harga(
    db,
    l,
    kelas,
    'RADIOLOGI',
    rows.map((r) => r.uid),
  );
  const kelompok = MODALITAS_RADIOLOGI.map((m: ModalitasRadiologi) => ({
    kode: m,
    label: LABEL_MODALITAS_RADIOLOGI[m],
    items: rows
      .filter((r) => r.modalitas === m)
      .map(
        (r): KatalogOrderItem => ({
          jenis_item: 'RADIOLOGI',
          uid: r.uid,
          kode: r.kode,
          nama: r.nama,
          keterangan:
            [r.kontras ? 'Dengan kontras' : null, r.persiapan ? `Persiapan: ${r.persiapan}` : null]
              .filter(Boolean)
              .join(' · ') || null,
          harga: tarif.get(r.uid) ?? null,
        }),
      ),
  }));
  return { jenis: 'RADIOLOGI', kelompok: kelompok.filter((k) => k.items.length) };
}
