import {
  BATAS_AWAL_MENIT,
  BATAS_TERLAMBAT_MENIT,
  bagianJakarta,
  can,
  type DosisMar,
  LABEL_STATUS_PEMBERIAN_OBAT,
  type Mar,
  type PemberianObatInput,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { ambilLayananKlinis, periksaBolehTulis } from '../../pelayanan/layanan-klinis.ts';
import { pemberianObat, rencanaObat } from '../ranap.tables.ts';
import * as galat from './obat.errors.ts';
import { ambilStay, bacaRencana, kunciRencana, pastikanDirawat, stayUntukBaca } from './obat.service.ts';

// The medication administration record (pemberian_obat, the nurse's) of the plans in
// obat.service.ts: docs/ranap/obat.md.

/** The moment a plan's time 'HH:MM' stands for on a Jakarta day. */
const jadwalPada = (tanggal: string, jam: string) => new Date(`${tanggal}T${jam}:00+07:00`);

const dua = (n: number) => String(n).padStart(2, '0');
/** The Jakarta day and 'HH:MM' of a moment, and whether it falls on a whole minute. */
function hariJam(d: Date) {
  const b = bagianJakarta(d);
  return {
    tanggal: toJakartaIsoDate(d),
    jam: `${dua(b.jam)}:${dua(b.menit)}`,
    bulat: b.detik === 0 && d.getUTCMilliseconds() === 0,
  };
}

type Catatan = typeof pemberianObat.$inferSelect;
const keCatatan = (c: Catatan) => ({
  uid: c.uid,
  status: c.status,
  alasan: c.alasan,
  diberikan_pada: c.diberikan_pada?.toISOString() ?? null,
  petugas: c.nama_petugas,
  dicatat_pada: c.created_at.toISOString(),
});

/** Whether a plan schedules a dose on this Jakarta day (within its days, before it was stopped). */
function dijadwalkan(r: typeof rencanaObat.$inferSelect, tanggal: string, jam: string): boolean {
  if (!r.jam.includes(jam) || tanggal < r.mulai || (r.selesai && tanggal > r.selesai)) return false;
  return !r.dihentikan_pada || jadwalPada(tanggal, jam) < r.dihentikan_pada;
}

function dosis(
  r: typeof rencanaObat.$inferSelect,
  tanggal: string,
  jam: string,
  semua: Catatan[],
  kini: Date,
) {
  const pada = jadwalPada(tanggal, jam);
  const riwayat = semua
    .filter((c) => c.rencana_obat_uid === r.uid && c.jadwal_pada.getTime() === pada.getTime())
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  const akhir = riwayat.find((c) => c.status !== 'DITUNDA') ?? riwayat.at(-1) ?? null;
  const status = akhir?.status ?? 'BELUM';
  const terbuka = status === 'BELUM' || status === 'DITUNDA';
  return {
    jam,
    jadwal_pada: pada.toISOString(),
    status,
    terlambat: terbuka && kini.getTime() - pada.getTime() > BATAS_TERLAMBAT_MENIT * 60_000,
    catatan: akhir ? keCatatan(akhir) : null,
    riwayat: riwayat.map(keCatatan),
  } satisfies DosisMar;
}

/**
 * GET …/mar?tanggal: every dose the plans schedule on that Jakarta day (default today), each with
 * its state: BELUM, DIBERIKAN (when, by whom), DITUNDA or TIDAK_DIBERIKAN (with the reason), and
 * `terlambat` when still not given more than an hour after its time.
 */
export async function marHarian(db: Db, ctx: Ctx, layananUid: string, tanggal?: string): Promise<Mar> {
  await stayUntukBaca(db, ctx, layananUid);
  const hari = tanggal ?? toJakartaIsoDate(ctx.now());
  const semua = await db
    .select()
    .from(rencanaObat)
    .where(eq(rencanaObat.layanan_uid, layananUid))
    .orderBy(asc(rencanaObat.created_at));
  const aktif = semua.filter((r) => r.jam.some((j) => dijadwalkan(r, hari, j)));
  const catatan = aktif.length
    ? await db
        .select()
        .from(pemberianObat)
        .where(
          inArray(
            pemberianObat.rencana_obat_uid,
            aktif.map((r) => r.uid),
          ),
        )
    : [];
  const rinci = new Map((await bacaRencana(db, layananUid)).map((r) => [r.uid, r]));
  const kini = ctx.now();
  return {
    tanggal: hari,
    baris: aktif.flatMap((r) => {
      const rencana = rinci.get(r.uid);
      if (!rencana) return [];
      const jam = [...r.jam].sort().filter((j) => dijadwalkan(r, hari, j));
      return [{ rencana, dosis: jam.map((j) => dosis(r, hari, j, catatan, kini)) }];
    }),
  };
}

/**
 * POST …/pemberian-obat: one scheduled dose given, delayed or not given. The time must be one
 * the plan schedules (400) and the plan running (400 when stopped); given at the earliest an hour
 * before its time (400; delayed or not given may be told ahead); a dose is recorded once (409
 * when already given or not given) — a delayed dose may later be given or not given. The plan row
 * is locked, so two nurses recording the same dose record it once.
 */
export async function catatPemberianObat(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  input: PemberianObatInput,
): Promise<DosisMar> {
  const jadwal = new Date(input.jadwal_pada);
  const { tanggal, jam, bulat } = hariJam(jadwal);
  return db.transaction(async (tx) => {
    await ambilStay(tx, layananUid);
    await tx.select({ uid: layanan.uid }).from(layanan).where(eq(layanan.uid, layananUid)).for('key share');
    const l = await ambilLayananKlinis(tx, layananUid);
    // The nurse's side when the role has it, else the doctor's (a doctor giving a dose himself).
    periksaBolehTulis(ctx, l, can(ctx.user?.role, 'asesmen.keperawatan:write') ? 'keperawatan' : 'medis');
    await pastikanDirawat(tx, l.uid);
    const r = await kunciRencana(tx, l.uid, input.rencana_obat_uid);
    if (r.dihentikan_pada) throw galat.rencanaDihentikan(r.nama_obat);
    if (!bulat || !dijadwalkan(r, tanggal, jam)) throw galat.bukanJadwal(r.nama_obat);
    if (input.status === 'DIBERIKAN' && jadwal.getTime() - ctx.now().getTime() > BATAS_AWAL_MENIT * 60_000)
      throw galat.belumWaktunya(r.nama_obat, jam);
    const ada = await tx
      .select()
      .from(pemberianObat)
      .where(and(eq(pemberianObat.rencana_obat_uid, r.uid), eq(pemberianObat.jadwal_pada, jadwal)));
    const tetap = ada.find((c) => c.status !== 'DITUNDA');
    if (tetap) throw galat.dosisSudahDicatat(r.nama_obat, jam, tetap.status);
    const petugas = await pegawaiPengguna(tx, ctx);
    const sekarang = ctx.now();
    const [row] = await tx
      .insert(pemberianObat)
      .values({
        layanan_uid: l.uid,
        pasien_uid: l.pasien_uid,
        rencana_obat_uid: r.uid,
        jadwal_pada: jadwal,
        status: input.status,
        alasan: input.alasan || null,
        diberikan_pada: input.status === 'DIBERIKAN' ? sekarang : null,
        pegawai_uid: petugas.uid,
        nama_petugas: petugas.nama,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .returning({ uid: pemberianObat.uid });
    if (!row) throw new Error('insert pemberian_obat tanpa hasil');
    const label = `${r.nama_obat} ${r.dosis} ${r.rute} jadwal ${tanggal} ${jam}`;
    const aktivitas = {
      aksi: 'pemberian_obat.create',
      entitas: 'pemberian_obat',
      entitas_id: row.uid,
      keterangan: `${LABEL_STATUS_PEMBERIAN_OBAT[input.status]}: ${label}${input.alasan ? ` – ${input.alasan}` : ''} (${l.pasien.no_rm} – ${l.pasien.nama})`,
      detail: { sesudah: { ...input } },
    };
    if (input.status === 'DIBERIKAN')
      await catatKlinis(tx, ctx, {
        aktivitas,
        pasien: { pasien_uid: l.pasien_uid, kunjungan_uid: l.kunjungan_uid, layanan_uid: l.uid },
        log: { jenis: 'LOG_OBAT', ringkasan: `Obat diberikan: ${r.nama_obat} ${r.dosis} ${r.rute}` },
      });
    else await catatAktivitas(tx, ctx, aktivitas);
    const semua = await tx.select().from(pemberianObat).where(eq(pemberianObat.rencana_obat_uid, r.uid));
    return dosis(r, tanggal, jam, semua, sekarang);
  });
}
