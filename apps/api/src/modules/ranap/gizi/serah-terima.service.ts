import {
  formatUmur,
  type JenisLogPasien,
  LABEL_BENTUK_DIET,
  LABEL_LOG_PASIEN,
  nomorHariJakarta,
  type PasienSerahTerima,
  rentangShift,
  type Sbar,
  type SerahTerima,
  type ShiftRanap,
  shiftPada,
} from '@rawat/domain';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { logPasien } from '../../kunjungan/log-pasien/log-pasien.tables.ts';
import { rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { pegawaiPengguna } from '../../master/sdm/pegawai-pengguna.ts';
import { dietOrder, observasi, rencanaObat, serahTerima } from '../ranap.tables.ts';
import { stayUntukTulis } from './gizi.akses.ts';
import { ambilRuangan, pasienPada } from './gizi.bangsal.ts';
import { shiftBelumMulai, tidakDirawatPadaShift } from './gizi.errors.ts';

export interface QuerySerahTerima {
  ruangan_uid: string;
  tanggal?: string | undefined;
  shift?: ShiftRanap | undefined;
}

type BarisSbar = typeof serahTerima.$inferSelect;

const keSbar = (r: BarisSbar): Sbar => ({
  uid: r.uid,
  situasi: r.situasi,
  latar: r.latar,
  penilaian: r.penilaian,
  rekomendasi: r.rekomendasi,
  nama_petugas: r.nama_petugas,
  waktu: r.created_at.toISOString(),
});

/** The shift asked for (default: the one running now) and the moment its patients are read at. */
function shiftDari(ctx: Ctx, q: { tanggal?: string | undefined; shift?: ShiftRanap | undefined }) {
  const now = ctx.now();
  const kini = shiftPada(now);
  const tanggal = q.tanggal ?? kini.tanggal;
  const shift = q.shift ?? (q.tanggal && q.tanggal !== kini.tanggal ? 'PAGI' : kini.shift);
  const r = rentangShift(tanggal, shift);
  // A shift that is over is read at its last moment; the running (or a coming) one, now.
  const akhir = new Date(r.selesai.getTime() - 1);
  return { tanggal, shift, ...r, pada: akhir < now ? akhir : now };
}

const JAM_24 = 24 * 3600_000;

/**
 * GET /ranap/serah-terima: the ward's patients during the shift, each with what the next nurse
 * needs at a glance — the latest vitals with NEWS2, the medicines planned, the diet in force, the
 * day of stay, the DPJP, the last 24 hours of the timeline — and the SBAR written for this shift.
 */
export async function bacaSerahTerima(db: DbOrTx, ctx: Ctx, q: QuerySerahTerima): Promise<SerahTerima> {
  const ruangan = await ambilRuangan(db, q.ruangan_uid);
  const s = shiftDari(ctx, q);
  const pasien = await pasienPada(db, s.pada, q.ruangan_uid);
  const uids = pasien.map((p) => p.layanan_uid);
  if (uids.length === 0) return { ruangan, tanggal: s.tanggal, shift: s.shift, pasien: [] };
  const hariIni = s.tanggal;
  const [obs, obat, diet, log, sbar] = await Promise.all([
    db
      .selectDistinctOn([observasi.layanan_uid])
      .from(observasi)
      .where(and(inArray(observasi.layanan_uid, uids), lte(observasi.waktu, s.pada)))
      .orderBy(observasi.layanan_uid, desc(observasi.waktu)),
    db
      .select({
        layanan_uid: rencanaObat.layanan_uid,
        nama_obat: rencanaObat.nama_obat,
        dosis: rencanaObat.dosis,
        rute: rencanaObat.rute,
        jam: rencanaObat.jam,
      })
      .from(rencanaObat)
      .where(
        and(
          inArray(rencanaObat.layanan_uid, uids),
          lte(rencanaObat.mulai, hariIni),
          or(isNull(rencanaObat.selesai), sql`${rencanaObat.selesai} >= ${hariIni}`),
          or(isNull(rencanaObat.dihentikan_pada), gt(rencanaObat.dihentikan_pada, s.pada)),
        ),
      )
      .orderBy(rencanaObat.nama_obat),
    db
      .select({
        layanan_uid: dietOrder.layanan_uid,
        jenis_diet: dietOrder.jenis_diet,
        bentuk: dietOrder.bentuk,
        pantangan: dietOrder.pantangan,
      })
      .from(dietOrder)
      .where(
        and(
          inArray(dietOrder.layanan_uid, uids),
          lte(dietOrder.ditetapkan_pada, s.pada),
          or(isNull(dietOrder.dihentikan_pada), gt(dietOrder.dihentikan_pada, s.pada)),
        ),
      ),
    db
      .select({
        layanan_uid: logPasien.layanan_uid,
        waktu: logPasien.waktu,
        jenis: logPasien.jenis,
        ringkasan: logPasien.ringkasan,
      })
      .from(logPasien)
      .where(
        and(
          inArray(logPasien.layanan_uid, uids),
          gt(logPasien.waktu, new Date(s.pada.getTime() - JAM_24)),
          lte(logPasien.waktu, s.pada),
        ),
      )
      .orderBy(desc(logPasien.waktu), desc(logPasien.id)),
    db
      .select()
      .from(serahTerima)
      .where(
        and(
          inArray(serahTerima.layanan_uid, uids),
          eq(serahTerima.tanggal, s.tanggal),
          eq(serahTerima.shift, s.shift),
        ),
      ),
  ]);
  const hasil: PasienSerahTerima[] = pasien.map((p) => {
    const o = obs.find((x) => x.layanan_uid === p.layanan_uid);
    const d = diet.find((x) => x.layanan_uid === p.layanan_uid);
    const sb = sbar.find((x) => x.layanan_uid === p.layanan_uid);
    return {
      layanan_uid: p.layanan_uid,
      no_rm: p.pasien.no_rm,
      nama: p.pasien.nama,
      jenis_kelamin: p.pasien.jenis_kelamin,
      umur: formatUmur(p.pasien.tanggal_lahir, s.tanggal),
      kamar: p.kamar,
      bed: p.bed,
      alergi: p.pasien.alergi,
      hari_rawat: nomorHariJakarta(s.pada) - nomorHariJakarta(p.masuk_pada) + 1,
      dpjp: p.dpjp,
      diagnosis: p.diagnosis,
      observasi: o
        ? {
            waktu: o.waktu.toISOString(),
            suhu: o.suhu,
            nadi: o.nadi,
            napas: o.napas,
            sistol: o.sistol,
            diastol: o.diastol,
            spo2: o.spo2,
            oksigen: o.oksigen,
            kesadaran: o.kesadaran,
            news2: o.news2,
          }
        : null,
      obat: obat.filter((x) => x.layanan_uid === p.layanan_uid).map(({ layanan_uid: _, ...x }) => x),
      diet: d
        ? `${d.jenis_diet} (${LABEL_BENTUK_DIET[d.bentuk]})${d.pantangan ? `; pantang ${d.pantangan}` : ''}`
        : null,
      kejadian: log
        .filter((x) => x.layanan_uid === p.layanan_uid)
        .slice(0, 12)
        .map((x) => ({
          waktu: x.waktu.toISOString(),
          jenis: LABEL_LOG_PASIEN[x.jenis as JenisLogPasien] ?? x.jenis,
          ringkasan: x.ringkasan,
        })),
      sbar: sb ? keSbar(sb) : null,
    };
  });
  return { ruangan, tanggal: s.tanggal, shift: s.shift, pasien: hasil };
}

export interface InputSerahTerima {
  layanan_uid: string;
  tanggal: string;
  shift: ShiftRanap;
  situasi: string | null;
  latar: string | null;
  penilaian: string | null;
  rekomendasi: string | null;
}

/**
 * PUT /ranap/serah-terima: one SBAR per patient per shift (the unique index); saving again
 * replaces it, with the nurse who saved last. The ward is the one the patient lay in during the
 * shift. A shift that has not started yet cannot be handed over.
 */
export async function simpanSerahTerima(
  db: Db,
  ctx: Ctx,
  input: InputSerahTerima,
): Promise<{ sbar: Sbar; baru: boolean }> {
  return db.transaction(async (tx) => {
    const stay = await stayUntukTulis(tx, ctx, input.layanan_uid, 'keperawatan');
    const r = rentangShift(input.tanggal, input.shift);
    if (r.mulai > ctx.now()) throw shiftBelumMulai();
    const [segmen] = await tx
      .select({ ruangan_uid: rawatInap.ruangan_uid })
      .from(rawatInap)
      .where(
        and(
          eq(rawatInap.layanan_uid, stay.l.uid),
          lte(rawatInap.masuk_pada, r.selesai),
          or(isNull(rawatInap.keluar_pada), gt(rawatInap.keluar_pada, r.mulai)),
        ),
      )
      .orderBy(desc(rawatInap.masuk_pada))
      .limit(1);
    if (!segmen) throw tidakDirawatPadaShift();
    const perawat = await pegawaiPengguna(tx, ctx);
    const isi = {
      situasi: input.situasi,
      latar: input.latar,
      penilaian: input.penilaian,
      rekomendasi: input.rekomendasi,
      ruangan_uid: segmen.ruangan_uid,
      pegawai_uid: perawat.uid,
      nama_petugas: perawat.nama,
    };
    const [row] = await tx
      .insert(serahTerima)
      .values({
        ...isi,
        layanan_uid: stay.l.uid,
        pasien_uid: stay.l.pasien_uid,
        tanggal: input.tanggal,
        shift: input.shift,
        dibuat_oleh: ctx.user?.uid ?? null,
        created_at: ctx.now(),
      })
      .onConflictDoUpdate({
        target: [serahTerima.layanan_uid, serahTerima.tanggal, serahTerima.shift],
        set: isi,
      })
      .returning({ uid: serahTerima.uid, baru: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('simpan serah terima tanpa hasil');
    const [baris] = await tx.select().from(serahTerima).where(eq(serahTerima.uid, row.uid));
    if (!baris) throw new Error('serah terima hilang');
    const sbar = keSbar(baris);
    await catatAktivitas(tx, ctx, {
      aksi: row.baru ? 'serah_terima.create' : 'serah_terima.update',
      entitas: 'serah_terima',
      entitas_id: row.uid,
      keterangan: `Serah terima shift ${input.shift} ${input.tanggal} ${stay.l.pasien.no_rm} – ${stay.l.pasien.nama}`,
      detail: { sesudah: sbar },
    });
    return { sbar, baru: row.baru };
  });
}
