import type {
  KamarOperasi,
  KamarOperasiInput,
  MasterListQuery,
  MasterValidasiQuery,
  MasterValidasiResponse,
  StatusAktif,
} from '@rawat/domain';
import { and, asc, count, eq, ilike, inArray, max, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { logAktivitas } from '../../platform/audit.tables.ts';
import { catatAktivitas, perubahan } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { likePattern, pageWindow } from '../../platform/paging.ts';
import { kodeSudahDipakai, masterTidakDitemukan, pelanggaranUnik } from '../master/crud/crud.errors.ts';
import type { LayananMaster } from '../master/crud/crud.service.ts';
import { kamarMasihDipakai, kodeKamarDipakai, namaKamarDipakai } from './kamar-operasi.errors.ts';
import { kamarOperasi, operasi } from './operasi.tables.ts';

/**
 * The theatres as a master list (docs/master.md "Kamar operasi"). kamar_operasi predates the
 * screen (migration 0026) and is not shaped like the other master tables (`kolomMaster`): an
 * `aktif` flag instead of a status, no `updated_at`, a code unique over every theatre. So this
 * is the master contract's service written for that table rather than `layananMaster(...)`:
 * status ⇄ aktif, the last change read from the activity log, codes checked against retired
 * theatres too.
 */

const ENTITAS = 'kamar_operasi';
const LABEL = 'Kamar operasi';

type Baris = Pick<typeof kamarOperasi.$inferSelect, 'uid' | 'kode' | 'nama' | 'aktif' | 'created_at'>;

const kolom = {
  uid: kamarOperasi.uid,
  kode: kamarOperasi.kode,
  nama: kamarOperasi.nama,
  aktif: kamarOperasi.aktif,
  created_at: kamarOperasi.created_at,
};

/** An operation not finished or cancelled keeps its theatre, whatever its date. */
const belumSelesai = notInArray(operasi.status, ['SELESAI', 'BATAL']);

/**
 * Master writes are rare: one at a time, so the name check (no index holds it) cannot be raced.
 * A theatre's status change also takes the lock bookings take on it (operasi.jadwal.ts
 * kunciJadwal), so a booking already past its overlap check is counted.
 */
async function kunci(tx: DbOrTx, uid?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ENTITAS}))`);
  if (uid) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`operasi:${uid}`}))`);
}

async function keDto(db: DbOrTx, rows: Baris[]): Promise<KamarOperasi[]> {
  const uids = rows.map((r) => r.uid);
  if (uids.length === 0) return [];
  const [jumlah, ubah] = await Promise.all([
    db
      .select({ uid: operasi.kamar_operasi_uid, n: count() })
      .from(operasi)
      .where(and(inArray(operasi.kamar_operasi_uid, uids), belumSelesai))
      .groupBy(operasi.kamar_operasi_uid),
    db
      .select({ uid: logAktivitas.entitas_id, pada: max(logAktivitas.waktu) })
      .from(logAktivitas)
      .where(and(eq(logAktivitas.entitas, ENTITAS), inArray(logAktivitas.entitas_id, uids)))
      .groupBy(logAktivitas.entitas_id),
  ]);
  const perKamar = new Map(jumlah.map((j) => [j.uid, j.n]));
  const terakhir = new Map(ubah.map((u) => [u.uid, u.pada]));
  return rows.map((r) => {
    const pada = terakhir.get(r.uid);
    return {
      uid: r.uid,
      kode: r.kode,
      nama: r.nama,
      status: r.aktif ? 'AKTIF' : 'NONAKTIF',
      created_at: r.created_at.toISOString(),
      updated_at: (pada && pada > r.created_at ? pada : r.created_at).toISOString(),
      operasi_belum_selesai: perKamar.get(r.uid) ?? 0,
    };
  });
}

async function satuDto(db: DbOrTx, row: Baris): Promise<KamarOperasi> {
  const [dto] = await keDto(db, [row]);
  if (!dto) throw masterTidakDitemukan(LABEL);
  return dto;
}

async function baris(db: DbOrTx, uid: string, kunciBaris = false): Promise<Baris> {
  const q = db.select(kolom).from(kamarOperasi).where(eq(kamarOperasi.uid, uid));
  const [row] = kunciBaris ? await q.for('update') : await q;
  if (!row) throw masterTidakDitemukan(LABEL);
  return row;
}

/** The theatre, other than `kecuali`, holding this code (any status) or this name (active ones). */
async function pemegang(db: DbOrTx, field: 'kode' | 'nama', value: string, kecuali?: string) {
  const syarat: SQL[] = [
    field === 'kode'
      ? eq(kamarOperasi.kode, value.trim().toUpperCase())
      : sql`lower(${kamarOperasi.nama}) = lower(${value.trim()})`,
  ];
  if (field === 'nama') syarat.push(eq(kamarOperasi.aktif, true));
  if (kecuali) syarat.push(ne(kamarOperasi.uid, kecuali));
  const [row] = await db
    .select({
      uid: kamarOperasi.uid,
      kode: kamarOperasi.kode,
      nama: kamarOperasi.nama,
      aktif: kamarOperasi.aktif,
    })
    .from(kamarOperasi)
    .where(and(...syarat))
    .limit(1);
  return row ?? null;
}

async function pastikanUnik(tx: DbOrTx, input: KamarOperasiInput, uid: string | null, aktif: boolean) {
  const kode = await pemegang(tx, 'kode', input.kode, uid ?? undefined);
  if (kode) throw kodeKamarDipakai(input.kode, kode);
  // Only an active theatre holds its name on the board; a retired one is checked when reactivated.
  if (aktif && (await pemegang(tx, 'nama', input.nama, uid ?? undefined))) throw namaKamarDipakai(input.nama);
}

// The checks above give the clear message; the unique index settles what slipped past them.
async function tanpaBentrok<T>(input: KamarOperasiInput, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (!pelanggaranUnik(err)) throw err;
    throw kodeSudahDipakai(LABEL, input.kode);
  }
}

const isiAudit = (d: KamarOperasi) => ({ kode: d.kode, nama: d.nama, status: d.status });

export const layananKamarOperasi: LayananMaster<KamarOperasi> = {
  async list(db: Db, q: MasterListQuery) {
    const where: SQL[] = [];
    if (q.search) {
      const cari = or(
        ilike(kamarOperasi.kode, likePattern(q.search)),
        ilike(kamarOperasi.nama, likePattern(q.search)),
      );
      if (cari) where.push(cari);
    }
    if (q.status) where.push(eq(kamarOperasi.aktif, q.status === 'AKTIF'));
    const filter = where.length ? and(...where) : undefined;
    const { limit, offset } = pageWindow(q);
    const base = db
      .select(kolom)
      .from(kamarOperasi)
      .where(filter)
      .orderBy(asc(kamarOperasi.kode))
      .offset(offset);
    const [rows, [total]] = await Promise.all([
      limit === undefined ? base : base.limit(limit),
      db.select({ n: count() }).from(kamarOperasi).where(filter),
    ]);
    return { rows: await keDto(db, rows), total: total?.n ?? 0 };
  },

  async ambil(db: DbOrTx, uid: string) {
    return satuDto(db, await baris(db, uid));
  },

  async validasi(db: Db, q: MasterValidasiQuery): Promise<MasterValidasiResponse> {
    const oleh = await pemegang(db, q.field, q.value, q.kecuali);
    const apa = q.field === 'kode' ? 'Kode' : 'Nama';
    if (!oleh) return { tersedia: true, message: `${apa} tersedia`, dipakai_oleh: null };
    return {
      tersedia: false,
      message: `${apa} sudah dipakai oleh ${oleh.kode} – ${oleh.nama}${oleh.aktif ? '' : ' (nonaktif)'}`,
      dipakai_oleh: { uid: oleh.uid, kode: oleh.kode, nama: oleh.nama },
    };
  },

  async buat(db: Db, ctx: Ctx, input: KamarOperasiInput) {
    return tanpaBentrok(input, () =>
      db.transaction(async (tx) => {
        await kunci(tx);
        await pastikanUnik(tx, input, null, true);
        const [row] = await tx
          .insert(kamarOperasi)
          .values({ kode: input.kode, nama: input.nama, aktif: true, created_at: ctx.now() })
          .returning(kolom);
        if (!row) throw new Error('insert kamar_operasi tanpa hasil');
        const dto = await satuDto(tx, row);
        await catatAktivitas(tx, ctx, {
          aksi: `${ENTITAS}.create`,
          entitas: ENTITAS,
          entitas_id: row.uid,
          keterangan: `Menambah kamar operasi ${row.kode} – ${row.nama}`,
          detail: { sesudah: isiAudit(dto) },
        });
        return satuDto(tx, row);
      }),
    );
  },

  async ubah(db: Db, ctx: Ctx, uid: string, input: KamarOperasiInput) {
    return tanpaBentrok(input, () =>
      db.transaction(async (tx) => {
        await kunci(tx);
        const lama = await baris(tx, uid, true);
        const sebelum = await satuDto(tx, lama);
        await pastikanUnik(tx, input, uid, lama.aktif);
        const [row] = await tx
          .update(kamarOperasi)
          .set({ kode: input.kode, nama: input.nama })
          .where(eq(kamarOperasi.uid, uid))
          .returning(kolom);
        if (!row) throw masterTidakDitemukan(LABEL);
        await catatAktivitas(tx, ctx, {
          aksi: `${ENTITAS}.update`,
          entitas: ENTITAS,
          entitas_id: uid,
          keterangan: `Mengubah kamar operasi ${row.kode} – ${row.nama}`,
          detail: perubahan(isiAudit(sebelum), { kode: row.kode, nama: row.nama }),
        });
        return satuDto(tx, row);
      }),
    );
  },

  async ubahStatus(db: Db, ctx: Ctx, uid: string, status: StatusAktif) {
    return db.transaction(async (tx) => {
      await kunci(tx, uid);
      const lama = await baris(tx, uid, true);
      const aktif = status === 'AKTIF';
      if (lama.aktif === aktif) return satuDto(tx, lama);
      if (aktif) {
        if (await pemegang(tx, 'nama', lama.nama, uid)) throw namaKamarDipakai(lama.nama);
      } else {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(operasi)
          .where(and(eq(operasi.kamar_operasi_uid, uid), belumSelesai));
        if (n > 0) throw kamarMasihDipakai(lama.nama, n);
      }
      const [row] = await tx
        .update(kamarOperasi)
        .set({ aktif })
        .where(eq(kamarOperasi.uid, uid))
        .returning(kolom);
      if (!row) throw masterTidakDitemukan(LABEL);
      await catatAktivitas(tx, ctx, {
        aksi: `${ENTITAS}.status`,
        entitas: ENTITAS,
        entitas_id: uid,
        keterangan: `${aktif ? 'Mengaktifkan' : 'Menonaktifkan'} kamar operasi ${row.kode} – ${row.nama}`,
        detail: { sebelum: { status: lama.aktif ? 'AKTIF' : 'NONAKTIF' }, sesudah: { status } },
      });
      return satuDto(tx, row);
    });
  },
};
