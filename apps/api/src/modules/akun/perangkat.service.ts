import { createHash, randomBytes } from 'node:crypto';
import {
  HALAMAN_PERANGKAT,
  type JenisPerangkat,
  LABEL_JENIS_PERANGKAT,
  type Perangkat,
  type PerangkatInput,
  type PerangkatSaya,
  type PerangkatUbah,
} from '@rawat/domain';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catatAktivitas, perubahan } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import type { PerangkatAktif } from '../../platform/guard.ts';
import * as galat from './perangkat.errors.ts';
import { perangkat } from './perangkat.tables.ts';

/**
 * The names of what a device shows, from the modules that own clinics and pharmacy depots (above
 * akun in the layers): handed in by app.ts (docs/architecture.md "Layers").
 */
export interface SumberLingkup {
  /** Active clinics and active pharmacy depots, for the registration form. */
  pilihan(
    db: DbOrTx,
  ): Promise<{ poli: { uid: string; nama: string }[]; depo: { uid: string; nama: string }[] }>;
  /** Names of clinics or depots by uid (unknown uids are left out). */
  nama(db: DbOrTx, uids: string[]): Promise<Map<string, string>>;
}

/** How often a device's `terakhir_aktif` is written: a screen polls every few seconds. */
const SEGARKAN_AKTIF_MS = 60_000;

/** The stored form of a token: SHA-256, so a copy of the database opens no screen. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** 32 random bytes, base64url (43 characters). */
const tokenAcak = () => randomBytes(32).toString('base64url');

type Baris = typeof perangkat.$inferSelect;

async function keDto(db: DbOrTx, lingkup: SumberLingkup, rows: Baris[]): Promise<Perangkat[]> {
  const nama = await lingkup.nama(
    db,
    rows.flatMap((r) => r.lingkup),
  );
  return rows.map((r) => ({
    uid: r.uid,
    nama: r.nama,
    jenis: r.jenis as JenisPerangkat,
    jenis_label: LABEL_JENIS_PERANGKAT[r.jenis as JenisPerangkat] ?? r.jenis,
    lingkup: r.lingkup,
    lingkup_nama: r.lingkup.map((u) => nama.get(u) ?? '(tidak aktif)'),
    aktif: r.aktif,
    terakhir_aktif: r.terakhir_aktif?.toISOString() ?? null,
    dibuat_pada: r.dibuat_pada.toISOString(),
  }));
}

async function satu(db: DbOrTx, lingkup: SumberLingkup, r: Baris): Promise<Perangkat> {
  const [d] = await keDto(db, lingkup, [r]);
  if (!d) throw new Error('perangkat tanpa baris');
  return d;
}

async function ambil(db: DbOrTx, uid: string): Promise<Baris> {
  const [r] = await db.select().from(perangkat).where(eq(perangkat.uid, uid));
  if (!r) throw galat.perangkatTidakDitemukan();
  return r;
}

/** The scope must name what the kind shows: one active depot, or active clinics; a kiosk none. */
async function periksaLingkup(db: DbOrTx, sumber: SumberLingkup, jenis: JenisPerangkat, lingkup: string[]) {
  if (jenis === 'ANJUNGAN') return [];
  const pilihan = await sumber.pilihan(db);
  const ada = new Set((jenis === 'LAYAR_FARMASI' ? pilihan.depo : pilihan.poli).map((x) => x.uid));
  if (jenis === 'LAYAR_FARMASI' && lingkup.length !== 1)
    throw galat.lingkupTidakValid('Layar farmasi wajib memilih satu depo farmasi');
  if (jenis === 'LAYAR_POLI' && lingkup.length === 0)
    throw galat.lingkupTidakValid('Layar poliklinik wajib memilih minimal satu poli');
  if (lingkup.some((u) => !ada.has(u)))
    throw galat.lingkupTidakValid(
      jenis === 'LAYAR_FARMASI'
        ? 'Depo farmasi tidak ditemukan atau nonaktif'
        : 'Poliklinik tidak ditemukan atau nonaktif',
    );
  return lingkup;
}

const tautan = (jenis: JenisPerangkat, token: string) => `${HALAMAN_PERANGKAT[jenis]}?aktivasi=${token}`;

/** GET /perangkat: every device, by name. */
export async function listPerangkat(db: DbOrTx, lingkup: SumberLingkup): Promise<Perangkat[]> {
  const rows = await db.select().from(perangkat).orderBy(asc(perangkat.nama));
  return keDto(db, lingkup, rows);
}

/** POST /perangkat: the device and its first token (returned once; only its hash is kept). */
export async function buatPerangkat(db: Db, ctx: Ctx, sumber: SumberLingkup, input: PerangkatInput) {
  return db.transaction(async (tx) => {
    const lingkup = await periksaLingkup(tx, sumber, input.jenis, input.lingkup);
    const token = tokenAcak();
    const sekarang = ctx.now();
    const [r] = await tx
      .insert(perangkat)
      .values({
        nama: input.nama,
        jenis: input.jenis,
        lingkup,
        token_hash: hashToken(token),
        dibuat_oleh: ctx.user?.uid ?? null,
        dibuat_pada: sekarang,
        diubah_pada: sekarang,
      })
      .returning();
    if (!r) throw new Error('insert perangkat returned no row');
    await catatAktivitas(tx, ctx, {
      aksi: 'perangkat.create',
      entitas: 'perangkat',
      entitas_id: r.uid,
      keterangan: `Mendaftarkan perangkat ${r.nama} (${LABEL_JENIS_PERANGKAT[input.jenis]})`,
      detail: { sesudah: { nama: r.nama, jenis: r.jenis, lingkup } },
    });
    return { perangkat: await satu(tx, sumber, r), token, tautan: tautan(input.jenis, token) };
  });
}

/** PUT /perangkat/:uid: name and scope. */
export async function ubahPerangkat(
  db: Db,
  ctx: Ctx,
  sumber: SumberLingkup,
  uid: string,
  input: PerangkatUbah,
) {
  return db.transaction(async (tx) => {
    const lama = await ambil(tx, uid);
    const lingkup = await periksaLingkup(tx, sumber, lama.jenis as JenisPerangkat, input.lingkup);
    const [r] = await tx
      .update(perangkat)
      .set({ nama: input.nama, lingkup, diubah_pada: ctx.now() })
      .where(eq(perangkat.uid, uid))
      .returning();
    if (!r) throw galat.perangkatTidakDitemukan();
    await catatAktivitas(tx, ctx, {
      aksi: 'perangkat.update',
      entitas: 'perangkat',
      entitas_id: uid,
      keterangan: `Mengubah perangkat ${r.nama}`,
      detail: perubahan({ nama: lama.nama, lingkup: lama.lingkup }, { nama: r.nama, lingkup }),
    });
    return satu(tx, sumber, r);
  });
}

/** PUT /perangkat/:uid/status: a deactivated device's token is refused at once. */
export async function ubahStatusPerangkat(
  db: Db,
  ctx: Ctx,
  sumber: SumberLingkup,
  uid: string,
  aktif: boolean,
) {
  return db.transaction(async (tx) => {
    const lama = await ambil(tx, uid);
    const [r] = await tx
      .update(perangkat)
      .set({ aktif, diubah_pada: ctx.now() })
      .where(eq(perangkat.uid, uid))
      .returning();
    if (!r) throw galat.perangkatTidakDitemukan();
    if (lama.aktif !== aktif)
      await catatAktivitas(tx, ctx, {
        aksi: 'perangkat.status',
        entitas: 'perangkat',
        entitas_id: uid,
        keterangan: `${aktif ? 'Mengaktifkan' : 'Menonaktifkan'} perangkat ${r.nama}`,
        detail: { sebelum: { aktif: lama.aktif }, sesudah: { aktif } },
      });
    return satu(tx, sumber, r);
  });
}

/** POST /perangkat/:uid/token: a new token; the old one stops working with this commit. */
export async function terbitkanToken(db: Db, ctx: Ctx, sumber: SumberLingkup, uid: string) {
  return db.transaction(async (tx) => {
    const lama = await ambil(tx, uid);
    if (!lama.aktif) throw galat.perangkatNonaktif();
    const token = tokenAcak();
    const [r] = await tx
      .update(perangkat)
      .set({ token_hash: hashToken(token), terakhir_aktif: null, diubah_pada: ctx.now() })
      .where(eq(perangkat.uid, uid))
      .returning();
    if (!r) throw galat.perangkatTidakDitemukan();
    await catatAktivitas(tx, ctx, {
      aksi: 'perangkat.token',
      entitas: 'perangkat',
      entitas_id: uid,
      keterangan: `Menerbitkan token baru untuk perangkat ${r.nama}; token lama tidak berlaku`,
    });
    return { perangkat: await satu(tx, sumber, r), token, tautan: tautan(r.jenis as JenisPerangkat, token) };
  });
}

/**
 * The guard's lookup (platform/guard.ts): the active device of a token. `terakhir_aktif` is written
 * at most once a minute, so a screen polling every few seconds does not write on each poll.
 */
export async function cariPerangkat(db: Db, token: string, now: Date): Promise<PerangkatAktif | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [r] = await db
    .select({
      uid: perangkat.uid,
      nama: perangkat.nama,
      jenis: perangkat.jenis,
      lingkup: perangkat.lingkup,
      terakhir_aktif: perangkat.terakhir_aktif,
    })
    .from(perangkat)
    .where(and(eq(perangkat.token_hash, hashToken(token)), eq(perangkat.aktif, true)));
  if (!r) return null;
  if (!r.terakhir_aktif || now.getTime() - r.terakhir_aktif.getTime() >= SEGARKAN_AKTIF_MS) {
    const batas = new Date(now.getTime() - SEGARKAN_AKTIF_MS);
    await db
      .update(perangkat)
      .set({ terakhir_aktif: now })
      .where(
        and(
          eq(perangkat.uid, r.uid),
          or(isNull(perangkat.terakhir_aktif), lt(perangkat.terakhir_aktif, batas)),
        ),
      );
  }
  return { uid: r.uid, nama: r.nama, jenis: r.jenis, lingkup: r.lingkup };
}

/** GET /perangkat/saya: the device reads its own name, kind and scope. */
export async function perangkatSaya(
  db: DbOrTx,
  sumber: SumberLingkup,
  p: PerangkatAktif,
): Promise<PerangkatSaya> {
  const nama = await sumber.nama(db, p.lingkup);
  return {
    uid: p.uid,
    nama: p.nama,
    jenis: p.jenis as JenisPerangkat,
    lingkup_nama: p.lingkup.map((u) => nama.get(u) ?? '(tidak aktif)'),
  };
}
