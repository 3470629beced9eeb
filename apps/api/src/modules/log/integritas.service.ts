import type { HasilVerifikasiLog, IntegritasLog } from '@rawat/domain';
import { LABEL_JENIS_RUSAK } from '@rawat/domain';
import { asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logAktivitas, logAktivitasRantai } from '../../platform/audit.tables.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import type { KunciAudit } from '../../platform/audit-kunci.ts';
import { TENGGANG_MS } from '../../platform/audit-penyegel.ts';
import { verifikasiRantai } from '../../platform/audit-verifikasi.ts';
import type { Ctx } from '../../platform/context.ts';

const AKSI_VERIFIKASI = 'log.verifikasi';

/** How far the chain reaches and the last verification: a few index reads, never the whole log. */
export async function statusIntegritas(db: Db): Promise<IntegritasLog> {
  const r = logAktivitasRantai;
  const [akhir] = await db
    .select({ log_id: r.log_id, disegel_pada: r.sealed_at, waktu: logAktivitas.waktu })
    .from(r)
    .leftJoin(logAktivitas, eq(logAktivitas.id, r.log_id))
    .orderBy(desc(r.log_id))
    .limit(1);
  const setelah = akhir ? gt(logAktivitas.id, akhir.log_id) : undefined;
  const [[belum], [tertua], [verifikasi]] = [
    await db.select({ n: count() }).from(logAktivitas).where(setelah),
    await db
      .select({ log_id: logAktivitas.id, waktu: logAktivitas.waktu })
      .from(logAktivitas)
      .where(setelah)
      .orderBy(asc(logAktivitas.id))
      .limit(1),
    await db
      .select({
        waktu: logAktivitas.waktu,
        username: logAktivitas.username,
        utuh: sql<boolean | null>`(${logAktivitas.detail}->>'utuh')::boolean`,
      })
      .from(logAktivitas)
      .where(eq(logAktivitas.aksi, AKSI_VERIFIKASI))
      .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
      .limit(1),
  ];
  return {
    segel_terakhir: akhir
      ? {
          log_id: akhir.log_id,
          disegel_pada: akhir.disegel_pada.toISOString(),
          // A sealed row that is gone still shows its seal; the verification names it.
          waktu: (akhir.waktu ?? akhir.disegel_pada).toISOString(),
        }
      : null,
    belum_disegel: belum?.n ?? 0,
    tertua_belum_disegel: tertua ? { log_id: tertua.log_id, waktu: tertua.waktu.toISOString() } : null,
    tenggang_detik: TENGGANG_MS / 1000,
    verifikasi_terakhir: verifikasi
      ? {
          waktu: verifikasi.waktu.toISOString(),
          username: verifikasi.username,
          utuh: verifikasi.utuh === true,
        }
      : null,
  };
}

/** Walks the whole chain now and records who verified and what was found in the log itself. */
export async function verifikasiLog(db: Db, ctx: Ctx, kunci: KunciAudit): Promise<HasilVerifikasiLog> {
  const mulai = performance.now();
  const hasil = await verifikasiRantai(db, kunci, { now: ctx.now() });
  const durasi_ms = Math.round(performance.now() - mulai);
  const keterangan = hasil.rusak
    ? `Log aktivitas tidak utuh: baris #${hasil.rusak.log_id} ${LABEL_JENIS_RUSAK[hasil.rusak.jenis].toLowerCase()}`
    : `Log aktivitas utuh: ${hasil.jumlah.disegel} baris disegel, ${hasil.jumlah.belum_disegel} belum disegel`;
  await db.transaction((tx) =>
    catatAktivitas(tx, ctx, {
      aksi: AKSI_VERIFIKASI,
      entitas: 'log_aktivitas',
      ...(hasil.rusak ? { entitas_id: String(hasil.rusak.log_id) } : {}),
      keterangan,
      detail: { utuh: hasil.utuh, rusak: hasil.rusak, jumlah: hasil.jumlah, durasi_ms },
    }),
  );
  return { ...hasil, diverifikasi_pada: ctx.now().toISOString(), durasi_ms };
}
