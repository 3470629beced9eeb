import {
  type Diet,
  type DietInput,
  LABEL_BENTUK_DIET,
  type ListEnvelope,
  namaBergelar,
  type TetapkanDietInput,
  WAKTU_MAKAN,
  type WaktuMakan,
} from '@rawat/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { dietOrder } from '../ranap.tables.ts';
import { type StayGizi, stayUntukBaca, stayUntukTulis } from './gizi.akses.ts';
import { dietTidakDitemukan, statusDietTidakSesuai } from './gizi.errors.ts';

/** The stored meals, as the list (and in the order) WAKTU_MAKAN knows. */
export const waktuMakanDari = (v: readonly string[]): WaktuMakan[] =>
  WAKTU_MAKAN.filter((w) => v.includes(w));

const peminta = alias(pegawai, 'peminta');
const penetap = alias(pegawai, 'penetap');

const nama = (p: { nama: string; gelar_depan: string | null; gelar_belakang: string | null } | null) =>
  p ? namaBergelar(p) : null;

/** The diet orders of a stay (or one of them), with who asked and who set, newest first. */
async function bacaDiet(db: DbOrTx, layananUid: string, uid?: string): Promise<Diet[]> {
  const rows = await db
    .select({
      d: dietOrder,
      peminta: {
        nama: peminta.nama,
        gelar_depan: peminta.gelar_depan,
        gelar_belakang: peminta.gelar_belakang,
      },
      penetap: {
        nama: penetap.nama,
        gelar_depan: penetap.gelar_depan,
        gelar_belakang: penetap.gelar_belakang,
      },
    })
    .from(dietOrder)
    .leftJoin(peminta, eq(peminta.uid, dietOrder.diminta_oleh))
    .leftJoin(penetap, eq(penetap.uid, dietOrder.ditetapkan_oleh))
    .where(and(eq(dietOrder.layanan_uid, layananUid), uid ? eq(dietOrder.uid, uid) : undefined))
    .orderBy(desc(dietOrder.created_at), desc(dietOrder.uid));
  return rows.map(({ d, peminta: a, penetap: b }) => ({
    uid: d.uid,
    layanan_uid: d.layanan_uid,
    status: d.status,
    jenis_diet: d.jenis_diet,
    bentuk: d.bentuk,
    pantangan: d.pantangan,
    waktu_makan: waktuMakanDari(d.waktu_makan),
    catatan: d.catatan,
    mulai: d.mulai,
    diminta_oleh: nama(a),
    diminta_pada: d.created_at.toISOString(),
    ditetapkan_oleh: nama(b),
    ditetapkan_pada: d.ditetapkan_pada?.toISOString() ?? null,
    dihentikan_pada: d.dihentikan_pada?.toISOString() ?? null,
  }));
}

async function satuDiet(db: DbOrTx, layananUid: string, uid: string): Promise<Diet> {
  const [d] = await bacaDiet(db, layananUid, uid);
  if (!d) throw dietTidakDitemukan();
  return d;
}

/** GET …/diet: every order of the stay, newest first. */
export async function daftarDiet(db: Db, ctx: Ctx, layananUid: string): Promise<ListEnvelope<Diet>> {
  await stayUntukBaca(db, ctx, layananUid);
  const respon = await bacaDiet(db, layananUid);
  return { respon, metadata: { total_data: respon.length, offset: 0, limit: respon.length } };
}

export const ringkasDiet = (d: { jenis_diet: string; bentuk: keyof typeof LABEL_BENTUK_DIET }) =>
  `${d.jenis_diet} (${LABEL_BENTUK_DIET[d.bentuk]})`;

async function audit(
  tx: DbOrTx,
  ctx: Ctx,
  s: StayGizi,
  aksi: string,
  ket: string,
  detail: unknown,
  uid: string,
) {
  await catatAktivitas(tx, ctx, {
    aksi,
    entitas: 'diet_order',
    entitas_id: uid,
    keterangan: `${ket} ${s.l.pasien.no_rm} – ${s.l.pasien.nama}`,
    detail,
  });
}

/**
 * The doctor's request (DIMINTA). A stay has at most one request waiting for the nutritionist:
 * a newer request replaces it (the older one is stopped), so the kitchen never sees two.
 */
export async function mintaDiet(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: DietInput & { waktu_makan: WaktuMakan[] },
) {
  return db.transaction(async (tx) => {
    const s = await stayUntukTulis(tx, ctx, layananUid, 'medis');
    const dokter = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    const diganti = await tx
      .update(dietOrder)
      .set({ status: 'DIHENTIKAN', dihentikan_pada: sekarang })
      .where(and(eq(dietOrder.layanan_uid, s.l.uid), eq(dietOrder.status, 'DIMINTA')))
      .returning({ uid: dietOrder.uid });
    const [row] = await tx
      .insert(dietOrder)
      .values({
        layanan_uid: s.l.uid,
        pasien_uid: s.l.pasien_uid,
        status: 'DIMINTA',
        jenis_diet: input.jenis_diet,
        bentuk: input.bentuk,
        pantangan: input.pantangan ?? null,
        waktu_makan: input.waktu_makan,
        catatan: input.catatan ?? null,
        mulai: input.mulai,
        diminta_oleh: dokter.uid,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .returning({ uid: dietOrder.uid });
    if (!row) throw new Error('minta diet tanpa hasil');
    const dto = await satuDiet(tx, s.l.uid, row.uid);
    await audit(
      tx,
      ctx,
      s,
      'diet.minta',
      `Permintaan diet ${ringkasDiet(dto)} untuk`,
      {
        sesudah: dto,
        menggantikan: diganti.map((d) => d.uid),
      },
      dto.uid,
    );
    return dto;
  });
}

/**
 * The nutritionist sets a request (AKTIF), adjusting what they see fit; the stay's diet that was
 * active until now is stopped at the same moment: one active diet per stay.
 */
export async function tetapkanDiet(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  uid: string,
  input: TetapkanDietInput & { waktu_makan?: WaktuMakan[] | undefined },
) {
  return db.transaction(async (tx) => {
    const s = await stayUntukTulis(tx, ctx, layananUid, 'gizi');
    const sebelum = await satuDiet(tx, s.l.uid, uid);
    if (sebelum.status !== 'DIMINTA') throw statusDietTidakSesuai(sebelum.status);
    const ahli = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    const dihentikan = await tx
      .update(dietOrder)
      .set({ status: 'DIHENTIKAN', dihentikan_pada: sekarang })
      .where(and(eq(dietOrder.layanan_uid, s.l.uid), eq(dietOrder.status, 'AKTIF'), ne(dietOrder.uid, uid)))
      .returning({ uid: dietOrder.uid });
    await tx
      .update(dietOrder)
      .set({
        status: 'AKTIF',
        ...(input.jenis_diet ? { jenis_diet: input.jenis_diet } : {}),
        ...(input.bentuk ? { bentuk: input.bentuk } : {}),
        ...(input.waktu_makan ? { waktu_makan: input.waktu_makan } : {}),
        ...(input.pantangan !== undefined ? { pantangan: input.pantangan } : {}),
        ...(input.catatan !== undefined ? { catatan: input.catatan } : {}),
        ditetapkan_oleh: ahli.uid,
        ditetapkan_pada: sekarang,
      })
      .where(eq(dietOrder.uid, uid));
    const dto = await satuDiet(tx, s.l.uid, uid);
    await audit(
      tx,
      ctx,
      s,
      'diet.tetapkan',
      `Diet ${ringkasDiet(dto)} ditetapkan untuk`,
      {
        sebelum,
        sesudah: dto,
        menghentikan: dihentikan.map((d) => d.uid),
      },
      uid,
    );
    return dto;
  });
}

/**
 * The nutritionist orders a diet herself, in force at once (AKTIF, asked and set by her): the
 * stay's active diet and any request still waiting are stopped at the same moment, since her
 * order answers the request (one active diet, at most one request per stay).
 */
export async function aturDiet(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: DietInput & { waktu_makan: WaktuMakan[] },
) {
  return db.transaction(async (tx) => {
    const s = await stayUntukTulis(tx, ctx, layananUid, 'gizi');
    const ahli = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    const dihentikan = await tx
      .update(dietOrder)
      .set({ status: 'DIHENTIKAN', dihentikan_pada: sekarang })
      .where(and(eq(dietOrder.layanan_uid, s.l.uid), inArray(dietOrder.status, ['DIMINTA', 'AKTIF'])))
      .returning({ uid: dietOrder.uid });
    const [row] = await tx
      .insert(dietOrder)
      .values({
        layanan_uid: s.l.uid,
        pasien_uid: s.l.pasien_uid,
        status: 'AKTIF',
        jenis_diet: input.jenis_diet,
        bentuk: input.bentuk,
        pantangan: input.pantangan ?? null,
        waktu_makan: input.waktu_makan,
        catatan: input.catatan ?? null,
        mulai: input.mulai,
        diminta_oleh: ahli.uid,
        ditetapkan_oleh: ahli.uid,
        ditetapkan_pada: sekarang,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .returning({ uid: dietOrder.uid });
    if (!row) throw new Error('atur diet tanpa hasil');
    const dto = await satuDiet(tx, s.l.uid, row.uid);
    await audit(
      tx,
      ctx,
      s,
      'diet.tetapkan',
      `Diet ${ringkasDiet(dto)} ditetapkan ahli gizi untuk`,
      { sesudah: dto, menghentikan: dihentikan.map((d) => d.uid) },
      dto.uid,
    );
    return dto;
  });
}

/** Stops an active diet or withdraws a request. */
export async function hentikanDiet(db: Db, ctx: Ctx, layananUid: string, uid: string) {
  return db.transaction(async (tx) => {
    const s = await stayUntukTulis(tx, ctx, layananUid, 'gizi');
    const sebelum = await satuDiet(tx, s.l.uid, uid);
    if (sebelum.status === 'DIHENTIKAN') throw statusDietTidakSesuai(sebelum.status);
    await tx
      .update(dietOrder)
      .set({ status: 'DIHENTIKAN', dihentikan_pada: ctx.now() })
      .where(and(eq(dietOrder.uid, uid), inArray(dietOrder.status, ['DIMINTA', 'AKTIF'])));
    const dto = await satuDiet(tx, s.l.uid, uid);
    await audit(
      tx,
      ctx,
      s,
      'diet.hentikan',
      `Diet ${ringkasDiet(dto)} dihentikan untuk`,
      { sebelum, sesudah: dto },
      uid,
    );
    return dto;
  });
}
