import type {
  BedInput,
  BedMaster,
  KamarInput,
  KamarMaster,
  KamarUbah,
  RuanganInput,
  RuanganMaster,
  StatusAktif,
} from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas, perubahan } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { kodeSudahDipakai, namaSudahDipakai, pelanggaranUnik } from '../../master/crud/crud.errors.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import {
  adaBedDipakai,
  bedSedangDipakai,
  bedTidakDitemukan,
  kamarTidakDitemukan,
  noBedSudahDipakai,
  noKamarSudahDipakai,
  ruanganTidakDitemukan,
} from './bed.errors.ts';

/** Statuses of a bed that holds or awaits a patient: it may not be deactivated or moved. */
const DIPAKAI = ['TERISI', 'DIPESAN'] as const;

type BarisRuangan = typeof ruangan.$inferSelect;
type BarisKamar = typeof kamar.$inferSelect;
type BarisBed = typeof bed.$inferSelect;

const keBed = (b: BarisBed): BedMaster => ({
  uid: b.uid,
  kamar_uid: b.kamar_uid,
  no_bed: b.no_bed,
  status: b.status,
  aktif: b.aktif,
});

const keKamar = (k: BarisKamar, beds: BarisBed[]): KamarMaster => ({
  uid: k.uid,
  ruangan_uid: k.ruangan_uid,
  no_kamar: k.no_kamar,
  jenis_kelamin: k.jenis_kelamin === 'L' || k.jenis_kelamin === 'P' ? k.jenis_kelamin : null,
  aktif: k.aktif,
  bed: beds.filter((b) => b.kamar_uid === k.uid).map(keBed),
});

const keRuangan = (r: BarisRuangan, kamars: BarisKamar[], beds: BarisBed[]): RuanganMaster => ({
  uid: r.uid,
  kode: r.kode,
  nama: r.nama,
  jenis: r.jenis,
  kelas: r.kelas,
  lantai: r.lantai,
  keterangan: r.keterangan,
  status: r.status,
  kamar: kamars.filter((k) => k.ruangan_uid === r.uid).map((k) => keKamar(k, beds)),
});

/** Natural order of room and bed numbers ('MWR-2' before 'MWR-10'). */
const urutAlami = (a: string, b: string) => a.localeCompare(b, 'id', { numeric: true });

/** Every ward (active first, then by name) with its rooms and beds, active or not. */
export async function daftarRuangan(db: DbOrTx, uids?: string[]): Promise<RuanganMaster[]> {
  const rs = await db
    .select()
    .from(ruangan)
    .where(uids ? inArray(ruangan.uid, uids) : undefined)
    .orderBy(asc(ruangan.status), asc(ruangan.nama));
  if (rs.length === 0) return [];
  const ruanganUids = rs.map((r) => r.uid);
  const ks = (await db.select().from(kamar).where(inArray(kamar.ruangan_uid, ruanganUids))).sort((a, b) =>
    urutAlami(a.no_kamar, b.no_kamar),
  );
  const bs = (await db.select().from(bed).where(inArray(bed.ruangan_uid, ruanganUids))).sort((a, b) =>
    urutAlami(a.no_bed, b.no_bed),
  );
  return rs.map((r) => keRuangan(r, ks, bs));
}

async function satuRuangan(db: DbOrTx, uid: string): Promise<RuanganMaster> {
  const [r] = await daftarRuangan(db, [uid]);
  if (!r) throw ruanganTidakDitemukan();
  return r;
}

async function satuKamar(db: DbOrTx, uid: string): Promise<KamarMaster> {
  const [k] = await db.select().from(kamar).where(eq(kamar.uid, uid));
  if (!k) throw kamarTidakDitemukan();
  return keKamar(k, await db.select().from(bed).where(eq(bed.kamar_uid, uid)));
}

/** A unique violation of the ward's active code or name, as the master lists answer it. */
function petakanUnikRuangan(err: unknown, input: RuanganInput): never {
  const unik = pelanggaranUnik(err);
  if (!unik) throw err;
  if (unik.constraint.includes('_nama_')) throw namaSudahDipakai('Ruangan', input.nama);
  throw kodeSudahDipakai('Ruangan', input.kode);
}

/** Runs `kerja` in a transaction; a unique violation is answered by `petakan`. */
async function denganUnik<T>(db: Db, kerja: (tx: DbOrTx) => Promise<T>, petakan: (err: unknown) => never) {
  try {
    return await db.transaction(kerja);
  } catch (err) {
    return petakan(err);
  }
}

async function kunciBedDipakai(tx: DbOrTx, syarat: ReturnType<typeof eq>) {
  return tx
    .select({ uid: bed.uid, no_bed: bed.no_bed, status: bed.status })
    .from(bed)
    .where(and(syarat, inArray(bed.status, [...DIPAKAI])))
    .for('update');
}

export async function buatRuangan(db: Db, ctx: Ctx, input: RuanganInput): Promise<RuanganMaster> {
  return denganUnik(
    db,
    async (tx) => {
      const [r] = await tx
        .insert(ruangan)
        .values({ ...input, created_at: ctx.now(), updated_at: ctx.now() })
        .returning();
      if (!r) throw new Error('buat ruangan tanpa hasil');
      await catatAktivitas(tx, ctx, {
        aksi: 'ruangan.create',
        entitas: 'ruangan',
        entitas_id: r.uid,
        keterangan: `Menambah ruangan ${r.kode} – ${r.nama}`,
        detail: { sesudah: input },
      });
      return keRuangan(r, [], []);
    },
    (err) => petakanUnikRuangan(err, input),
  );
}

export async function ubahRuangan(
  db: Db,
  ctx: Ctx,
  uid: string,
  input: RuanganInput,
): Promise<RuanganMaster> {
  await denganUnik(
    db,
    async (tx) => {
      const [ada] = await tx.select().from(ruangan).where(eq(ruangan.uid, uid)).for('update');
      if (!ada) throw ruanganTidakDitemukan();
      await tx
        .update(ruangan)
        .set({ ...input, updated_at: ctx.now() })
        .where(eq(ruangan.uid, uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'ruangan.update',
        entitas: 'ruangan',
        entitas_id: uid,
        keterangan: `Mengubah ruangan ${input.kode} – ${input.nama}`,
        detail: perubahan(ada, input),
      });
    },
    (err) => petakanUnikRuangan(err, input),
  );
  return satuRuangan(db, uid);
}

/** Deactivating a ward with a bed occupied or reserved is refused (409). */
export async function statusRuangan(
  db: Db,
  ctx: Ctx,
  uid: string,
  status: StatusAktif,
): Promise<RuanganMaster> {
  await db.transaction(async (tx) => {
    const [ada] = await tx.select().from(ruangan).where(eq(ruangan.uid, uid)).for('update');
    if (!ada) throw ruanganTidakDitemukan();
    if (ada.status === status) return;
    if (status === 'NONAKTIF' && (await kunciBedDipakai(tx, eq(bed.ruangan_uid, uid))).length > 0)
      throw adaBedDipakai(`Ruangan ${ada.nama}`);
    try {
      await tx.update(ruangan).set({ status, updated_at: ctx.now() }).where(eq(ruangan.uid, uid));
    } catch (err) {
      petakanUnikRuangan(err, ada);
    }
    await catatAktivitas(tx, ctx, {
      aksi: status === 'AKTIF' ? 'ruangan.activate' : 'ruangan.deactivate',
      entitas: 'ruangan',
      entitas_id: uid,
      keterangan: `${status === 'AKTIF' ? 'Mengaktifkan' : 'Menonaktifkan'} ruangan ${ada.kode} – ${ada.nama}`,
      detail: { sebelum: { status: ada.status }, sesudah: { status } },
    });
  });
  return satuRuangan(db, uid);
}

const petakanUnikKamar = (no: string) => (err: unknown) => {
  if (pelanggaranUnik(err)) throw noKamarSudahDipakai(no);
  throw err;
};

export async function buatKamar(db: Db, ctx: Ctx, input: KamarInput): Promise<KamarMaster> {
  const uid = await denganUnik(
    db,
    async (tx) => {
      const [r] = await tx.select().from(ruangan).where(eq(ruangan.uid, input.ruangan_uid));
      if (!r) throw ruanganTidakDitemukan();
      const [k] = await tx
        .insert(kamar)
        .values({ ...input, created_at: ctx.now() })
        .returning();
      if (!k) throw new Error('buat kamar tanpa hasil');
      await catatAktivitas(tx, ctx, {
        aksi: 'kamar.create',
        entitas: 'kamar',
        entitas_id: k.uid,
        keterangan: `Menambah kamar ${k.no_kamar} di ruangan ${r.nama}`,
        detail: { sesudah: input },
      });
      return k.uid;
    },
    petakanUnikKamar(input.no_kamar),
  );
  return satuKamar(db, uid);
}

export async function ubahKamar(db: Db, ctx: Ctx, uid: string, input: KamarUbah): Promise<KamarMaster> {
  await denganUnik(
    db,
    async (tx) => {
      const [ada] = await tx.select().from(kamar).where(eq(kamar.uid, uid)).for('update');
      if (!ada) throw kamarTidakDitemukan();
      await tx.update(kamar).set(input).where(eq(kamar.uid, uid));
      await catatAktivitas(tx, ctx, {
        aksi: 'kamar.update',
        entitas: 'kamar',
        entitas_id: uid,
        keterangan: `Mengubah kamar ${input.no_kamar}`,
        detail: perubahan(ada, input),
      });
    },
    petakanUnikKamar(input.no_kamar),
  );
  return satuKamar(db, uid);
}

/** Deactivating a room with a bed occupied or reserved is refused (409). */
export async function aktifKamar(db: Db, ctx: Ctx, uid: string, aktif: boolean): Promise<KamarMaster> {
  await db.transaction(async (tx) => {
    const [ada] = await tx.select().from(kamar).where(eq(kamar.uid, uid)).for('update');
    if (!ada) throw kamarTidakDitemukan();
    if (ada.aktif === aktif) return;
    if (!aktif && (await kunciBedDipakai(tx, eq(bed.kamar_uid, uid))).length > 0)
      throw adaBedDipakai(`Kamar ${ada.no_kamar}`);
    await tx.update(kamar).set({ aktif }).where(eq(kamar.uid, uid));
    await catatAktivitas(tx, ctx, {
      aksi: aktif ? 'kamar.activate' : 'kamar.deactivate',
      entitas: 'kamar',
      entitas_id: uid,
      keterangan: `${aktif ? 'Mengaktifkan' : 'Menonaktifkan'} kamar ${ada.no_kamar}`,
    });
  });
  return satuKamar(db, uid);
}

const petakanUnikBed = (no: string) => (err: unknown) => {
  if (pelanggaranUnik(err)) throw noBedSudahDipakai(no);
  throw err;
};

async function kamarUntukBed(tx: DbOrTx, kamarUid: string) {
  const [k] = await tx.select().from(kamar).where(eq(kamar.uid, kamarUid));
  if (!k) throw kamarTidakDitemukan();
  return k;
}

export async function buatBed(db: Db, ctx: Ctx, input: BedInput): Promise<BedMaster> {
  return denganUnik(
    db,
    async (tx) => {
      const k = await kamarUntukBed(tx, input.kamar_uid);
      const [b] = await tx
        .insert(bed)
        .values({
          kamar_uid: k.uid,
          ruangan_uid: k.ruangan_uid,
          no_bed: input.no_bed,
          status_diubah_pada: ctx.now(),
          created_at: ctx.now(),
        })
        .returning();
      if (!b) throw new Error('buat bed tanpa hasil');
      await catatAktivitas(tx, ctx, {
        aksi: 'bed.create',
        entitas: 'bed',
        entitas_id: b.uid,
        keterangan: `Menambah bed ${b.no_bed} di kamar ${k.no_kamar}`,
      });
      return keBed(b);
    },
    petakanUnikBed(input.no_bed),
  );
}

/** Renumbers a bed or moves it to another room (and that room's ward); moving a bed in use is 409. */
export async function ubahBed(db: Db, ctx: Ctx, uid: string, input: BedInput): Promise<BedMaster> {
  return denganUnik(
    db,
    async (tx) => {
      const [ada] = await tx.select().from(bed).where(eq(bed.uid, uid)).for('update');
      if (!ada) throw bedTidakDitemukan();
      const pindah = ada.kamar_uid !== input.kamar_uid;
      if (pindah && (DIPAKAI as readonly string[]).includes(ada.status))
        throw bedSedangDipakai(ada.no_bed, ada.status);
      const k = await kamarUntukBed(tx, input.kamar_uid);
      const [b] = await tx
        .update(bed)
        .set({ no_bed: input.no_bed, kamar_uid: k.uid, ruangan_uid: k.ruangan_uid })
        .where(eq(bed.uid, uid))
        .returning();
      if (!b) throw bedTidakDitemukan();
      await catatAktivitas(tx, ctx, {
        aksi: 'bed.update',
        entitas: 'bed',
        entitas_id: uid,
        keterangan: `Mengubah bed ${b.no_bed}${pindah ? ` (pindah ke kamar ${k.no_kamar})` : ''}`,
        detail: perubahan(
          { no_bed: ada.no_bed, kamar_uid: ada.kamar_uid },
          { no_bed: b.no_bed, kamar_uid: b.kamar_uid },
        ),
      });
      return keBed(b);
    },
    petakanUnikBed(input.no_bed),
  );
}

export async function aktifBed(db: Db, ctx: Ctx, uid: string, aktif: boolean): Promise<BedMaster> {
  return db.transaction(async (tx) => {
    const [ada] = await tx.select().from(bed).where(eq(bed.uid, uid)).for('update');
    if (!ada) throw bedTidakDitemukan();
    if (ada.aktif === aktif) return keBed(ada);
    if (!aktif && (DIPAKAI as readonly string[]).includes(ada.status))
      throw bedSedangDipakai(ada.no_bed, ada.status);
    const [b] = await tx.update(bed).set({ aktif }).where(eq(bed.uid, uid)).returning();
    if (!b) throw bedTidakDitemukan();
    await catatAktivitas(tx, ctx, {
      aksi: aktif ? 'bed.activate' : 'bed.deactivate',
      entitas: 'bed',
      entitas_id: uid,
      keterangan: `${aktif ? 'Mengaktifkan' : 'Menonaktifkan'} bed ${ada.no_bed}`,
    });
    return keBed(b);
  });
}
