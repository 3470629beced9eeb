import {
  type BalansCairan,
  can,
  formatTanggalJam,
  hitungNews2,
  LABEL_RISIKO_NEWS2,
  type Observasi,
  type ObservasiInput,
  shiftDariWaktu,
  toJakartaIsoDate,
} from '@rawat/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { forbidden } from '../../../platform/errors.ts';
import { catatKlinis } from '../../kunjungan/log-pasien/log-pasien.service.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { observasi } from '../ranap.tables.ts';
import { waktuObservasiTidakValid } from './bangsal.errors.ts';
import { perawatanUntukBaca, perawatanUntukTulis } from './perawatan.service.ts';

type Baris = typeof observasi.$inferSelect;

/** A moment may be entered a little ahead of the server's clock (a slow wall clock), not more. */
const TOLERANSI_MASA_DEPAN_MS = 5 * 60_000;

export function keDtoObservasi(r: Baris): Observasi {
  const hasil = hitungNews2(r);
  return {
    uid: r.uid,
    waktu: r.waktu.toISOString(),
    shift: r.shift,
    suhu: r.suhu,
    nadi: r.nadi,
    napas: r.napas,
    sistol: r.sistol,
    diastol: r.diastol,
    spo2: r.spo2,
    oksigen: r.oksigen,
    skala_nyeri: r.skala_nyeri,
    kesadaran: r.kesadaran,
    intake_ml: r.intake_ml,
    output_ml: r.output_ml,
    news2: r.news2,
    risiko: r.news2 === null ? null : (hasil?.risiko ?? null),
    catatan: r.catatan,
    nama_petugas: r.nama_petugas,
  };
}

/** Intake and output summed per Jakarta day, oldest first (entries without either are left out). */
export function balansHarian(rows: readonly Observasi[]): BalansCairan[] {
  const hari = new Map<string, BalansCairan>();
  for (const o of rows) {
    if (o.intake_ml === null && o.output_ml === null) continue;
    const tanggal = toJakartaIsoDate(o.waktu);
    const b = hari.get(tanggal) ?? { tanggal, intake_ml: 0, output_ml: 0, balans_ml: 0 };
    b.intake_ml += o.intake_ml ?? 0;
    b.output_ml += o.output_ml ?? 0;
    b.balans_ml = b.intake_ml - b.output_ml;
    hari.set(tanggal, b);
  }
  return [...hari.values()].sort((a, b) => a.tanggal.localeCompare(b.tanggal));
}

/** GET …/observasi: every set of the stay, oldest first, and the daily fluid balance. */
export async function daftarObservasi(db: Db, ctx: Ctx, layananUid: string) {
  const s = await perawatanUntukBaca(db, ctx, layananUid);
  const rows = await db
    .select()
    .from(observasi)
    .where(eq(observasi.layanan_uid, s.l.uid))
    .orderBy(asc(observasi.waktu), asc(observasi.created_at));
  const list = rows.map(keDtoObservasi);
  return { observasi: list, balans: balansHarian(list) };
}

/**
 * POST …/observasi: one set of vitals at `waktu` (not in the future, not before admission), its
 * shift from the Jakarta hour and its NEWS2 when complete, stored with the nurse's name.
 */
export async function tulisObservasi(db: Db, ctx: Ctx, layananUid: string, input: ObservasiInput) {
  return db.transaction(async (tx) => {
    const s = await perawatanUntukTulis(tx, ctx, layananUid);
    // The contract lets nurses and doctors in; of those, only the ward's team (IGD holds rm:read).
    if (!can(ctx.user?.role, 'ranap:read')) throw forbidden('Anda tidak memiliki akses ke pasien rawat inap');
    const waktu = new Date(input.waktu);
    const sekarang = ctx.now();
    if (waktu.getTime() > sekarang.getTime() + TOLERANSI_MASA_DEPAN_MS)
      throw waktuObservasiTidakValid('Waktu observasi tidak boleh di masa depan');
    // Times are entered to the minute: the minute of admission itself is within the stay.
    if (waktu.getTime() < Math.floor(s.p.masuk_pada.getTime() / 60_000) * 60_000)
      throw waktuObservasiTidakValid(
        `Waktu observasi tidak boleh sebelum pasien masuk (${formatTanggalJam(s.p.masuk_pada)})`,
      );
    const news2 = hitungNews2(input);
    const petugas = await pegawaiPengguna(tx, ctx);
    const [row] = await tx
      .insert(observasi)
      .values({
        layanan_uid: s.l.uid,
        pasien_uid: s.l.pasien_uid,
        ...input,
        waktu,
        shift: shiftDariWaktu(waktu),
        news2: news2?.skor ?? null,
        pegawai_uid: petugas.uid,
        nama_petugas: petugas.nama,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: sekarang,
      })
      .returning();
    if (!row) throw new Error('observasi tanpa hasil');
    const dto = keDtoObservasi(row);
    const ringkas = [
      dto.suhu !== null && `S ${dto.suhu}°C`,
      dto.nadi !== null && `N ${dto.nadi}`,
      dto.napas !== null && `RR ${dto.napas}`,
      dto.sistol !== null && `TD ${dto.sistol}/${dto.diastol}`,
      dto.spo2 !== null && `SpO2 ${dto.spo2}%${dto.oksigen ? ' (O2)' : ''}`,
      news2 && `NEWS2 ${news2.skor} (${LABEL_RISIKO_NEWS2[news2.risiko]})`,
    ]
      .filter(Boolean)
      .join(', ');
    await catatKlinis(tx, ctx, {
      aktivitas: {
        aksi: 'observasi.create',
        entitas: 'observasi',
        entitas_id: row.uid,
        keterangan: `Tanda vital ${s.l.pasien.no_rm} – ${s.l.pasien.nama}: ${ringkas || 'balans cairan'}`,
        detail: { sesudah: dto },
      },
      pasien: { pasien_uid: s.l.pasien_uid, kunjungan_uid: s.l.kunjungan_uid, layanan_uid: s.l.uid },
      log: {
        jenis: 'LOG_ASSESSTMENT',
        ringkasan: `Tanda vital (${petugas.nama}): ${ringkas || 'balans cairan'}`,
      },
    });
    return dto;
  });
}
