import { KATEGORI_TINDAKAN, KODE_BIAYA_PENDAFTARAN, type PilihanTindakan } from '@rawat/domain';
import { and, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { likePattern } from '../../platform/paging.ts';
import { kelasTarifLayanan } from '../kunjungan/kelas-tarif.ts';
import { tarifBerlaku } from '../master/tarif/tarif.service.ts';
import { tindakan, tindakanPoli } from '../master/tindakan/tindakan.tables.ts';
import { ambilLayananKlinis, type LayananKlinis, periksaBolehBaca } from './layanan-klinis.ts';

type Calon = PilihanTindakan & { jumlah_poli: number };

/**
 * Every AKTIF procedure this layanan's clinic offers (linked to it, or to no clinic) matching the
 * search, with whether it is the clinic's own and how many clinics it is linked to, priced for the
 * visit's payer at the class of the care (kelasTarifLayanan: a stay's bed class now) on the layanan's day. A hospital's master holds hundreds of
 * procedures, not tens of thousands: ranking them all here keeps the order right across pages.
 */
async function calonTindakan(db: DbOrTx, ctx: Ctx, l: LayananKlinis, search?: string): Promise<Calon[]> {
  const milik = sql<boolean>`exists (select 1 from ${tindakanPoli} where ${tindakanPoli.tindakan_uid} = ${tindakan.uid} and ${tindakanPoli.poli_uid} = ${l.poli.uid})`;
  const jumlahPoli = sql<number>`(select count(*)::int from ${tindakanPoli} where ${tindakanPoli.tindakan_uid} = ${tindakan.uid})`;
  const p = search ? likePattern(search) : null;
  const rows = await db
    .select({
      uid: tindakan.uid,
      kode: tindakan.kode,
      nama: tindakan.nama,
      kategori: tindakan.kategori,
      milik_poli: milik,
      jumlah_poli: jumlahPoli,
    })
    .from(tindakan)
    .where(
      and(
        eq(tindakan.status, 'AKTIF'),
        // The desk charges these at registration (docs/pendaftaran.md): offering them here would
        // invite a second charge out of habit.
        notInArray(tindakan.kode, Object.values(KODE_BIAYA_PENDAFTARAN)),
        sql`(${milik} or ${jumlahPoli} = 0)`,
        p ? or(ilike(tindakan.kode, p), ilike(tindakan.nama, p), ilike(tindakan.kode_icd9, p)) : undefined,
      ),
    );
  const kelas = await kelasTarifLayanan(db, l.uid, ctx.now());
  const harga = await tarifBerlaku(
    db,
    rows.map((r) => r.uid),
    { jenis: 'TINDAKAN', penjamin: l.penjamin, kelas, tanggal: l.tanggal },
  );
  return rows.map((r) => ({ ...r, jumlah_poli: Number(r.jumlah_poli), harga: harga.get(r.uid) ?? null }));
}

/** 0 the clinic's own, 1 priced here, 2 not chargeable here (no tariff for the payer × class). */
const peringkat = (c: Calon) => (c.harga === null ? 2 : c.milik_poli ? 0 : 1);
const urutKategori = (c: Calon) => KATEGORI_TINDAKAN.indexOf(c.kategori);

/**
 * The procedure picker of a chart (issue 17 point 9): the clinic's own procedures first, then those
 * with a tariff for the visit, those without one last (the form shows them disabled); within each
 * group consultations first and administration last (the category order), then by name.
 */
export async function pilihanTindakan(
  db: DbOrTx,
  ctx: Ctx,
  layananUid: string,
  q: { search?: string; limit: number },
): Promise<PilihanTindakan[]> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  const calon = await calonTindakan(db, ctx, l, q.search);
  calon.sort(
    (a, b) =>
      peringkat(a) - peringkat(b) || urutKategori(a) - urutKategori(b) || a.nama.localeCompare(b.nama, 'id'),
  );
  return calon.slice(0, q.limit).map(({ jumlah_poli: _, ...c }) => c);
}

/**
 * The clinic's consultation, for the chart's one-click button: an AKTIF, priced KONSULTASI procedure
 * linked to this very clinic; of several (Poli Umum also offers Konsultasi Gizi), the one linked to
 * the fewest clinics, i.e. the clinic's own (Konsultasi Dokter Umum), then by code. Null when none.
 */
export async function konsultasiPoli(
  db: DbOrTx,
  ctx: Ctx,
  layananUid: string,
): Promise<PilihanTindakan | null> {
  const l = await ambilLayananKlinis(db, layananUid);
  periksaBolehBaca(ctx, l);
  const [k] = (await calonTindakan(db, ctx, l))
    .filter((c) => c.kategori === 'KONSULTASI' && c.milik_poli && c.harga !== null)
    .sort((a, b) => a.jumlah_poli - b.jumlah_poli || a.kode.localeCompare(b.kode));
  if (!k) return null;
  const { jumlah_poli: _, ...hasil } = k;
  return hasil;
}
