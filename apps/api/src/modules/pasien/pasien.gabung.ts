import { formatTanggal, type HasilGabung } from '@rawat/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Deps } from '../../platform/http.ts';
import { tambahAlergiPasien } from './pasien.alergi.ts';
import * as galat from './pasien.errors.ts';
import { pasien } from './pasien.tables.ts';

/** A column that points at a patient (a foreign key to pasien.uid), and its table. */
export interface RujukanPasien {
  tabel: string;
  kolom: PgColumn;
  sql: PgTable;
}

/**
 * What a merge needs from the modules above the patient, handed in by app.ts (the patient module
 * sits below them all, docs/architecture.md "Layers").
 */
export interface PenggabunganPasien {
  /**
   * Every column that points at a patient, whoever owns its table (db/rujukan.ts reads them from
   * the schema index), so a table added later is moved by a merge without anyone listing it.
   */
  rujukan(): readonly RujukanPasien[];
  /** A clinic and day ('YYYY-MM-DD') both patients are registered at (one patient, one clinic, one day). */
  layananBentrok(
    tx: Tx,
    dariUid: string,
    keUid: string,
  ): Promise<{ poli: string; tanggal: string } | undefined>;
}

/** What the patient routes receive: the common deps and the merge's port. */
export interface PasienDeps extends Deps {
  gabung: PenggabunganPasien;
}

async function kunci(tx: Tx, uids: string[]) {
  // Both rows locked in uid order, so two merges touching the same pair never deadlock.
  return tx
    .select({
      uid: pasien.uid,
      no_rm: pasien.no_rm,
      nama: pasien.nama,
      sementara: pasien.sementara,
      status: pasien.status,
      digabung_ke: pasien.digabung_ke,
      alergi: pasien.alergi,
    })
    .from(pasien)
    .where(inArray(pasien.uid, uids))
    .orderBy(asc(pasien.uid))
    .for('update');
}

async function noRm(tx: Tx, uid: string): Promise<string> {
  const [p] = await tx
    .select({ no_rm: pasien.no_rm, nama: pasien.nama })
    .from(pasien)
    .where(eq(pasien.uid, uid));
  return p ? `${p.no_rm} – ${p.nama}` : '-';
}

/**
 * POST /pasien/:uid/gabung: the temporary record `uid` (an unknown patient registered fast at
 * the IGD) joins the real patient `keUid`. Every row pointing at it moves to the real patient;
 * both patient rows stay (DOMAIN.md): the temporary one is pointed at the real one, made
 * NONAKTIF and leaves the lists. Allergies noted on it are added to the patient's. One
 * transaction, one audit row with the counts per table. Only temporary records: merging two
 * ordinary duplicates is a wider decision (two histories, two NIKs) left for later.
 */
export async function gabungPasien(
  db: Db,
  ctx: Ctx,
  uid: string,
  keUid: string,
  port: PenggabunganPasien,
): Promise<HasilGabung> {
  if (uid === keUid) throw galat.gabungKeDiriSendiri();
  try {
    return await db.transaction(async (tx) => {
      const baris = await kunci(tx, [uid, keUid]);
      const dari = baris.find((p) => p.uid === uid);
      const ke = baris.find((p) => p.uid === keUid);
      if (!dari) throw galat.pasienTidakDitemukan();
      if (!ke) throw galat.pasienTujuanTidakAda();
      if (dari.digabung_ke) throw galat.sudahDigabung(dari, await noRm(tx, dari.digabung_ke));
      if (!dari.sementara) throw galat.bukanPasienSementara(dari);
      if (ke.digabung_ke) throw galat.tujuanSudahDigabung(ke, await noRm(tx, ke.digabung_ke));
      if (ke.sementara) throw galat.tujuanSementara(ke);

      // One patient, one clinic, one day (layanan_pasien_poli_hari_uq): say which visit is in the way.
      const bentrok = await port.layananBentrok(tx, uid, keUid);
      if (bentrok) throw galat.layananBentrok(bentrok.poli, formatTanggal(bentrok.tanggal));

      const dipindah: Record<string, number> = {};
      for (const r of port.rujukan()) {
        const res = await tx.execute<{ n: number }>(
          sql`with u as (update ${r.sql} set ${sql.identifier(r.kolom.name)} = ${keUid} where ${r.kolom} = ${uid} returning 1) select count(*)::int as n from u`,
        );
        const n = Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
        if (n) dipindah[r.tabel] = n;
      }
      const sekarang = ctx.now();
      // A patient who died unidentified: the death belongs to the person, so to the real record.
      const meninggal = dari.status === 'MENINGGAL';
      const status = meninggal ? 'MENINGGAL' : 'NONAKTIF';
      await tx
        .update(pasien)
        .set({ digabung_ke: keUid, status, updated_at: sekarang })
        .where(eq(pasien.uid, uid));
      if (meninggal)
        await tx.update(pasien).set({ status, updated_at: sekarang }).where(eq(pasien.uid, keUid));
      const alergi = await tambahAlergiPasien(tx, ctx, keUid, dari.alergi);
      await catatAktivitas(tx, ctx, {
        aksi: 'pasien.gabung',
        entitas: 'pasien',
        entitas_id: uid,
        keterangan: `Menggabungkan pasien sementara ${dari.no_rm} – ${dari.nama} ke ${ke.no_rm} – ${ke.nama}`,
        detail: {
          sebelum: { digabung_ke: null, status: dari.status },
          sesudah: { digabung_ke: keUid, status },
          ke: { uid: keUid, no_rm: ke.no_rm, nama: ke.nama },
          dipindah,
          alergi_ditambah: alergi,
        },
      });
      return {
        dari: { uid, no_rm: dari.no_rm, nama: dari.nama },
        ke: { uid: keUid, no_rm: ke.no_rm, nama: ke.nama },
        dipindah,
        alergi_ditambah: alergi,
      };
    });
  } catch (err) {
    // A registration that slipped in between the check and the move meets the unique index.
    if (galat.indeksUnikDilanggar(err) === 'layanan_pasien_poli_hari_uq')
      throw galat.layananBentrok('poliklinik yang sama', 'hari yang sama');
    throw err;
  }
}
