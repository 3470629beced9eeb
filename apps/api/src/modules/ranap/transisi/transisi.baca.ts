import {
  can,
  type DetailTransisi,
  formatUmur,
  hitungSkorPulih,
  jadwalVitalBerikut,
  type Role,
  type SkorTransisi,
  type StatusTransisi,
  type Transisi,
  toJakartaIsoDate,
  type VitalTransisi,
} from '@rawat/domain';
import { and, asc, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { transaksi } from '../../kasir/kasir.tables.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { poli } from '../../master/poli/poli.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { transisiTidakDitemukan } from './transisi.errors.ts';
import { transisi, transisiSkor, transisiVital } from './transisi.tables.ts';

/** Who writes in the room (its nurses and doctors), and who may send a patient on below the criterion. */
export const PERAN_TRANSISI: readonly Role[] = ['PERAWAT', 'DOKTER', 'DOD'];
export const PERAN_DOKTER: readonly Role[] = ['DOKTER', 'DOD'];

export const bolehTulis = (ctx: Ctx) =>
  PERAN_TRANSISI.includes(ctx.user?.role as Role) && can(ctx.user?.role, 'transisi:write');
export const bolehOverride = (ctx: Ctx) => bolehTulis(ctx) && PERAN_DOKTER.includes(ctx.user?.role as Role);

type BarisSkor = typeof transisiSkor.$inferSelect;
type BarisVital = typeof transisiVital.$inferSelect;

export function keDtoSkor(r: BarisSkor): SkorTransisi {
  const h = hitungSkorPulih(r.skala, r.rincian);
  return {
    uid: r.uid,
    waktu: r.waktu.toISOString(),
    skala: r.skala,
    rincian: r.rincian,
    total: r.total,
    minimal: h.minimal,
    maksimal: h.maksimal,
    memenuhi: r.memenuhi,
    nama_petugas: r.nama_petugas,
  };
}

export function keDtoVital(r: BarisVital): VitalTransisi {
  return {
    uid: r.uid,
    waktu: r.waktu.toISOString(),
    td_sistolik: r.td_sistolik,
    td_diastolik: r.td_diastolik,
    nadi: r.nadi,
    respirasi: r.respirasi,
    suhu: r.suhu,
    spo2: r.spo2,
    skala_nyeri: r.skala_nyeri,
    kesadaran: r.kesadaran,
    catatan: r.catatan,
    nama_petugas: r.nama_petugas,
  };
}

/** The records matching `where`, each with its patient, unit, last vitals and last score. */
export async function bacaBaris(db: DbOrTx, ctx: Ctx, where: SQL | undefined): Promise<Transisi[]> {
  const rows = await db
    .select({
      t: transisi,
      jenis: layanan.jenis,
      poli: poli.nama,
      p: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
      },
      ruangan: ruangan.nama,
      no_kamar: kamar.no_kamar,
      no_bed: bed.no_bed,
      tagihan: { kode: transaksi.kode, nama: transaksi.nama, total: transaksi.total },
    })
    .from(transisi)
    .innerJoin(layanan, eq(layanan.uid, transisi.layanan_uid))
    .innerJoin(poli, eq(poli.uid, layanan.poli_uid))
    .innerJoin(pasien, eq(pasien.uid, transisi.pasien_uid))
    // The bed the stay holds now (a stay keeps its bed while the patient is in the room).
    .leftJoin(rawatInap, and(eq(rawatInap.layanan_uid, layanan.uid), isNull(rawatInap.keluar_pada)))
    .leftJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .leftJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .leftJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .leftJoin(transaksi, eq(transaksi.uid, transisi.transaksi_uid))
    .where(where)
    .orderBy(asc(transisi.masuk_pada));
  if (!rows.length) return [];
  const uids = rows.map((r) => r.t.uid);
  const vitalTerakhir = new Map<string, Date>();
  for (const v of await db
    .selectDistinctOn([transisiVital.transisi_uid], {
      uid: transisiVital.transisi_uid,
      waktu: transisiVital.waktu,
    })
    .from(transisiVital)
    .where(inArray(transisiVital.transisi_uid, uids))
    .orderBy(transisiVital.transisi_uid, desc(transisiVital.waktu)))
    vitalTerakhir.set(v.uid, v.waktu);
  const skorTerakhir = new Map<string, SkorTransisi>();
  for (const s of await db
    .selectDistinctOn([transisiSkor.transisi_uid])
    .from(transisiSkor)
    .where(inArray(transisiSkor.transisi_uid, uids))
    .orderBy(transisiSkor.transisi_uid, desc(transisiSkor.waktu), desc(transisiSkor.created_at)))
    skorTerakhir.set(s.transisi_uid, keDtoSkor(s));
  const sekarang = ctx.now();
  return rows.map(({ t, ...r }) => {
    const terakhir = vitalTerakhir.get(t.uid) ?? null;
    const sampai = t.keluar_pada ?? sekarang;
    const jadwal = t.status === 'OBSERVASI' ? jadwalVitalBerikut(t.masuk_pada, terakhir, sekarang) : null;
    return {
      uid: t.uid,
      layanan_uid: t.layanan_uid,
      kunjungan_uid: t.kunjungan_uid,
      jenis_layanan: r.jenis,
      pasien: {
        uid: r.p.uid,
        no_rm: r.p.no_rm,
        nama: r.p.nama,
        jenis_kelamin: r.p.jenis_kelamin,
        umur: formatUmur(r.p.tanggal_lahir, t.masuk_pada),
      },
      unit: r.ruangan ? `${r.ruangan} · Kamar ${r.no_kamar} · Bed ${r.no_bed}` : r.poli,
      asal: t.asal,
      operasi_uid: t.operasi_uid,
      prosedur: t.prosedur,
      skala: t.skala,
      masuk_pada: t.masuk_pada.toISOString(),
      nama_penerima: t.nama_penerima,
      status: t.status,
      menit_di_ruang: Math.max(0, Math.floor((sampai.getTime() - t.masuk_pada.getTime()) / 60_000)),
      vital_berikut: jadwal
        ? { jatuh_tempo: jadwal.jatuh_tempo.toISOString(), terlambat: jadwal.terlambat }
        : null,
      vital_terakhir: terakhir?.toISOString() ?? null,
      skor_terakhir: skorTerakhir.get(t.uid) ?? null,
      keluar_pada: t.keluar_pada?.toISOString() ?? null,
      tujuan: t.tujuan,
      nama_pengirim: t.nama_pengirim,
      catatan_keluar: t.catatan_keluar,
      override: t.alasan_override ? { alasan: t.alasan_override, nama: t.nama_pengirim ?? '' } : null,
      tagihan:
        r.tagihan?.nama != null && r.tagihan.total != null
          ? { kode: r.tagihan.kode ?? '', nama: r.tagihan.nama, total: r.tagihan.total }
          : null,
      tarif_kosong: t.status === 'SELESAI' && t.transaksi_uid === null,
    };
  });
}

/**
 * GET /transisi: the patients in the room (OBSERVASI), longest there first; or those who left
 * since the start of today, Jakarta (SELESAI).
 */
export async function daftarTransisi(db: DbOrTx, ctx: Ctx, status: StatusTransisi): Promise<Transisi[]> {
  if (status === 'OBSERVASI') return bacaBaris(db, ctx, eq(transisi.status, 'OBSERVASI'));
  const awalHari = new Date(`${toJakartaIsoDate(ctx.now())}T00:00:00+07:00`);
  return bacaBaris(db, ctx, and(eq(transisi.status, 'SELESAI'), gte(transisi.keluar_pada, awalHari)));
}

/** GET /transisi/:uid: the record with every vitals set and score, oldest first. */
export async function detailTransisi(db: DbOrTx, ctx: Ctx, uid: string): Promise<DetailTransisi> {
  const [t] = await bacaBaris(db, ctx, eq(transisi.uid, uid));
  if (!t) throw transisiTidakDitemukan();
  const vital = await db
    .select()
    .from(transisiVital)
    .where(eq(transisiVital.transisi_uid, uid))
    .orderBy(asc(transisiVital.waktu), asc(transisiVital.created_at));
  const skor = await db
    .select()
    .from(transisiSkor)
    .where(eq(transisiSkor.transisi_uid, uid))
    .orderBy(asc(transisiSkor.waktu), asc(transisiSkor.created_at));
  const role = ctx.user?.role;
  return {
    ...t,
    vital: vital.map(keDtoVital),
    skor: skor.map(keDtoSkor),
    boleh: {
      tulis: t.status === 'OBSERVASI' && bolehTulis(ctx),
      override: t.status === 'OBSERVASI' && bolehOverride(ctx),
      // A stay going to the ICU moves bed through the ward's transfer (docs/ranap/admisi.md).
      pindah_kamar:
        t.jenis_layanan === 'RAWAT_INAP' &&
        (can(role, 'ranap:admit') || can(role, 'asesmen.keperawatan:write')),
    },
  };
}

/** The record's row in a write, locked so two writes on one record queue (leaving vs. a score). */
export async function transisiUntukTulis(tx: DbOrTx, uid: string) {
  const [t] = await tx.select().from(transisi).where(eq(transisi.uid, uid)).for('update');
  if (!t) throw transisiTidakDitemukan();
  return t;
}
