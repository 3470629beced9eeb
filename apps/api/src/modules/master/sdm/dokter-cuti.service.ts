import {
  type CutiDokter,
  type CutiDokterInput,
  type HasilCuti,
  hariDari,
  type JadwalTerdampak,
  MAKS_HARI_CUTI,
  namaBergelar,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { tambahHari } from '../../../platform/waktu.ts';
import { laporJadwalBpjs, layananDokter } from './dokter.service.ts';
import {
  cutiBentrok,
  cutiSudahDibatalkan,
  cutiSudahLewat,
  cutiTidakDitemukan,
  dataTidakValid,
} from './sdm.errors.ts';
import { dokter, dokterCuti, dokterJadwal } from './sdm.tables.ts';

/*
 * A doctor's leave (cuti): no registration or booking on those days, and BPJS told of the
 * schedule each time (docs/antrean-online.md). Split from dokter.service.ts, which keeps the
 * doctor's profile, practice schedule and online quotas.
 */

const kolomCuti = {
  uid: dokterCuti.uid,
  dokter_uid: dokterCuti.dokter_uid,
  tanggal_mulai: dokterCuti.tanggal_mulai,
  tanggal_selesai: dokterCuti.tanggal_selesai,
  alasan: dokterCuti.alasan,
  dibatalkan_pada: dokterCuti.dibatalkan_pada,
  dibuat_pada: dokterCuti.dibuat_pada,
};
type BarisCuti = {
  uid: string;
  dokter_uid: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  alasan: string;
  dibatalkan_pada: Date | null;
  dibuat_pada: Date;
};
const dtoCuti = (c: BarisCuti): CutiDokter => ({
  ...c,
  dibatalkan_pada: c.dibatalkan_pada?.toISOString() ?? null,
  dibuat_pada: c.dibuat_pada.toISOString(),
});

/** The doctor's practice days from `mulai` to `selesai` (not before today): where bookings may be. */
async function hariPraktik(
  tx: DbOrTx,
  dokterUid: string,
  mulai: string,
  selesai: string,
  hariIni: string,
): Promise<string[]> {
  const hari = new Set(
    (
      await tx
        .select({ hari: dokterJadwal.hari })
        .from(dokterJadwal)
        .where(eq(dokterJadwal.dokter_uid, dokterUid))
    ).map((x) => x.hari),
  );
  const hasil: string[] = [];
  for (let t = mulai < hariIni ? hariIni : mulai; t <= selesai; t = tambahHari(t, 1))
    if (hari.has(hariDari(t))) hasil.push(t);
  return hasil;
}

/** GET /master/dokter/:uid/cuti: leave not yet over, the nearest first (cancelled ones say so). */
export async function daftarCuti(db: Db, ctx: Ctx, uid: string): Promise<CutiDokter[]> {
  await layananDokter.baris(db, uid);
  const rows = await db
    .select(kolomCuti)
    .from(dokterCuti)
    .where(and(eq(dokterCuti.dokter_uid, uid), gte(dokterCuti.tanggal_selesai, toJakartaIsoDate(ctx.now()))))
    .orderBy(asc(dokterCuti.tanggal_mulai), asc(dokterCuti.dibuat_pada));
  return rows.map(dtoCuti);
}

/**
 * POST /master/dokter/:uid/cuti: no registration or booking on those days. Refused when it
 * overlaps another leave of the doctor (the doctor's row is locked, so two at once take turns),
 * ends before today or is longer than MAKS_HARI_CUTI days. Answers the practice days it covers.
 */
export async function tambahCuti(db: Db, ctx: Ctx, uid: string, input: CutiDokterInput): Promise<HasilCuti> {
  const hariIni = toJakartaIsoDate(ctx.now());
  if (input.tanggal_selesai < hariIni)
    throw dataTidakValid([{ path: 'tanggal_selesai', message: 'Cuti yang sudah lewat tidak dapat dicatat' }]);
  if (tambahHari(input.tanggal_mulai, MAKS_HARI_CUTI - 1) < input.tanggal_selesai)
    throw dataTidakValid([
      { path: 'tanggal_selesai', message: `Cuti paling lama ${MAKS_HARI_CUTI} hari sekali catat` },
    ]);
  return db.transaction(async (tx) => {
    const row = await layananDokter.baris(tx, uid);
    await tx.select({ u: dokter.pegawai_uid }).from(dokter).where(eq(dokter.pegawai_uid, uid)).for('update');
    const [bentrok] = await tx
      .select(kolomCuti)
      .from(dokterCuti)
      .where(
        and(
          eq(dokterCuti.dokter_uid, uid),
          isNull(dokterCuti.dibatalkan_pada),
          lte(dokterCuti.tanggal_mulai, input.tanggal_selesai),
          gte(dokterCuti.tanggal_selesai, input.tanggal_mulai),
        ),
      )
      .limit(1);
    if (bentrok) throw cutiBentrok(bentrok.tanggal_mulai, bentrok.tanggal_selesai, bentrok.alasan);
    const [c] = await tx
      .insert(dokterCuti)
      .values({ dokter_uid: uid, ...input, dibuat_oleh: ctx.user?.uid ?? null, dibuat_pada: ctx.now() })
      .returning(kolomCuti);
    if (!c) throw new Error('insert dokter_cuti tanpa hasil');
    const tanggal = await hariPraktik(tx, uid, input.tanggal_mulai, input.tanggal_selesai, hariIni);
    await laporJadwalBpjs(tx, ctx, uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'dokter.cuti',
      entitas: 'dokter',
      entitas_id: uid,
      keterangan: `Mencatat cuti ${namaBergelar(row)} ${input.tanggal_mulai} s.d. ${input.tanggal_selesai}: ${input.alasan} (${tanggal.length} hari praktik)`,
      detail: { sesudah: { cuti_uid: c.uid, ...input, hari_praktik: tanggal } },
    });
    return { cuti: dtoCuti(c), terdampak: { dokter_uid: uid, tanggal } satisfies JadwalTerdampak };
  });
}

/** PUT /master/dokter/cuti/:uid/batal: the doctor practises again on those days. */
export async function batalCuti(db: Db, ctx: Ctx, cutiUid: string): Promise<HasilCuti> {
  const hariIni = toJakartaIsoDate(ctx.now());
  return db.transaction(async (tx) => {
    const [c] = await tx.select(kolomCuti).from(dokterCuti).where(eq(dokterCuti.uid, cutiUid)).for('update');
    if (!c) throw cutiTidakDitemukan();
    if (c.dibatalkan_pada) throw cutiSudahDibatalkan();
    if (c.tanggal_selesai < hariIni) throw cutiSudahLewat();
    const row = await layananDokter.baris(tx, c.dokter_uid);
    const [baru] = await tx
      .update(dokterCuti)
      .set({ dibatalkan_pada: ctx.now() })
      .where(eq(dokterCuti.uid, cutiUid))
      .returning(kolomCuti);
    if (!baru) throw cutiTidakDitemukan();
    const tanggal = await hariPraktik(tx, c.dokter_uid, c.tanggal_mulai, c.tanggal_selesai, hariIni);
    await laporJadwalBpjs(tx, ctx, c.dokter_uid);
    await catatAktivitas(tx, ctx, {
      aksi: 'dokter.cuti-batal',
      entitas: 'dokter',
      entitas_id: c.dokter_uid,
      keterangan: `Membatalkan cuti ${namaBergelar(row)} ${c.tanggal_mulai} s.d. ${c.tanggal_selesai} (${c.alasan})`,
      detail: {
        sebelum: { cuti_uid: c.uid, dibatalkan_pada: null },
        sesudah: { dibatalkan_pada: baru.dibatalkan_pada },
      },
    });
    return { cuti: dtoCuti(baru), terdampak: { dokter_uid: c.dokter_uid, tanggal } };
  });
}
