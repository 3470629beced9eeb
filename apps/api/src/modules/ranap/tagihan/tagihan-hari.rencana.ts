import {
  type ItemTagihanHari,
  type JenisRuangan,
  type KelasRanap,
  LABEL_KELAS_TARIF,
  type PenjaminTarif,
  type TarifKosong,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { selisihHari, tambahHari } from '../../../platform/waktu.ts';
import { dokter } from '../../master/sdm/sdm.tables.ts';
import { tarifBerlaku } from '../../master/tarif/tarif.service.ts';
import { tindakan } from '../../master/tindakan/tindakan.tables.ts';
import { cppt } from '../ranap.tables.ts';

// The day rule and the doctors' visits of a stay's day charges (docs/ranap/tagihan.md "The day
// rule"): what tagihan-hari.service.ts plans before it charges.

export const VISITE_SPESIALIS = 'VIS-SP';
export const VISITE_UMUM = 'VIS-UMUM';

/** The first instant after Jakarta day `tanggal`. */
const akhirHari = (tanggal: string) => new Date(`${tambahHari(tanggal, 1)}T00:00:00+07:00`);

/**
 * THE DAY RULE: the days a stay is charged. Discharged: discharge date minus admission date
 * (Jakarta), at least one; still in: admission up to and including today, so today shows.
 */
export function hariRawat(masuk: Date, pulang: Date | null, sekarang: Date): string[] {
  const awal = toJakartaIsoDate(masuk);
  const n = pulang
    ? Math.max(1, selisihHari(awal, toJakartaIsoDate(pulang)))
    : Math.max(1, selisihHari(awal, toJakartaIsoDate(sekarang)) + 1);
  return Array.from({ length: n }, (_, i) => tambahHari(awal, i));
}

export interface Segmen {
  uid: string;
  kelas: KelasRanap;
  kelas_tagih: KelasRanap;
  penempatan: string;
  masuk_pada: Date;
  jenis_ruangan: JenisRuangan;
  nama_ruangan: string;
}

/** The segment the patient is in at the end of `tanggal`: the last one begun before it ends. */
export function segmenHari<T extends { masuk_pada: Date }>(segmen: T[], tanggal: string): T | undefined {
  const batas = akhirHari(tanggal).getTime();
  let pilih: T | undefined;
  for (const s of segmen) if (s.masuk_pada.getTime() < batas) pilih = s;
  return pilih ?? segmen[0];
}

export interface Rencana {
  tanggal: string;
  item: ItemTagihanHari;
  segmen: Segmen;
  pegawai_uid: string | null;
  kode: string;
  nama: string;
  harga: number;
  penjamin: PenjaminTarif;
  kelas: KelasRanap;
  jenis: 'AKOMODASI' | 'KONSUL';
}

export const kunciBaris = (tanggal: string, item: string, pegawai: string | null) =>
  `${tanggal}/${item}/${pegawai ?? ''}`;

export const labelKelas = (k: KelasRanap) => LABEL_KELAS_TARIF[k];

/** 'Kamar Rawat Inap (per hari)' → 'Kamar Rawat Inap Kelas 2' for a ward; 'Kamar ICU' for a unit. */
export function namaItemHari(nama: string, jenisRuangan: JenisRuangan, kelas: KelasRanap): string {
  const dasar = nama.replace(/\s*\(per hari\)\s*$/i, '');
  return jenisRuangan === 'BANGSAL' ? `${dasar} ${labelKelas(kelas)}` : dasar;
}

/**
 * One visit per doctor per day for every doctor who wrote a CPPT note that day (corrections are
 * not visits): VIS-SP for a specialist (a dokter profile whose spesialisasi is an SP_…), else
 * VIS-UMUM, priced as TINDAKAN at the day's class, the doctor as performer (their fee).
 */
export async function rencanaVisite(
  tx: DbOrTx,
  pi: { uid: string; layanan_uid: string; masuk_pada: Date },
  segmen: Segmen[],
  hari: string[],
  penjamin: PenjaminTarif,
  adaKunci: Set<string>,
  tarif_kosong: TarifKosong[],
): Promise<Rencana[]> {
  const awal = hari[0];
  if (!awal) return [];
  // Notes from admission up to the end of the last charged day, or of a discharge day.
  const catatan = await tx
    .select({
      pegawai_uid: cppt.pegawai_uid,
      tanggal: sql<string>`to_char(${cppt.waktu} at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`,
      spesialisasi: dokter.spesialisasi,
    })
    .from(cppt)
    .leftJoin(dokter, eq(dokter.pegawai_uid, cppt.pegawai_uid))
    .where(
      and(
        eq(cppt.layanan_uid, pi.layanan_uid),
        eq(cppt.profesi, 'DOKTER'),
        isNotNull(cppt.pegawai_uid),
        isNull(cppt.mengoreksi_uid),
      ),
    );
  const batasAkhir = tambahHari(hari[hari.length - 1] ?? awal, 1);
  const perHari = new Map<string, { tanggal: string; pegawai_uid: string; spesialis: boolean }>();
  for (const c of catatan) {
    if (!c.pegawai_uid || c.tanggal < awal || c.tanggal > batasAkhir) continue;
    // A doctor's note on the discharge day is a visit too, though the day is no room day.
    const k = `${c.tanggal}/${c.pegawai_uid}`;
    perHari.set(k, {
      tanggal: c.tanggal,
      pegawai_uid: c.pegawai_uid,
      spesialis: (c.spesialisasi ?? '').startsWith('SP_'),
    });
  }
  const baru = [...perHari.values()].filter(
    (v) => !adaKunci.has(kunciBaris(v.tanggal, 'VISITE', v.pegawai_uid)),
  );
  if (baru.length === 0) return [];
  const master = await tx
    .select({ uid: tindakan.uid, kode: tindakan.kode, nama: tindakan.nama })
    .from(tindakan)
    .where(and(inArray(tindakan.kode, [VISITE_SPESIALIS, VISITE_UMUM]), eq(tindakan.status, 'AKTIF')));
  const hasil: Rencana[] = [];
  for (const v of baru.sort((a, b) => a.tanggal.localeCompare(b.tanggal))) {
    const s = segmenHari(segmen, v.tanggal);
    if (!s) continue;
    const kode = v.spesialis ? VISITE_SPESIALIS : VISITE_UMUM;
    const t = master.find((m) => m.kode === kode);
    const harga = t
      ? (
          await tarifBerlaku(tx, [t.uid], {
            jenis: 'TINDAKAN',
            penjamin,
            kelas: s.kelas_tagih,
            tanggal: v.tanggal,
          })
        ).get(t.uid)
      : undefined;
    if (!t || harga === undefined) {
      tarif_kosong.push({
        tanggal: v.tanggal,
        item: 'VISITE',
        nama: t?.nama ?? kode,
        penjamin,
        kelas: s.kelas_tagih,
      });
      continue;
    }
    hasil.push({
      tanggal: v.tanggal,
      item: 'VISITE',
      segmen: s,
      pegawai_uid: v.pegawai_uid,
      kode: t.kode,
      nama: t.nama,
      harga,
      penjamin,
      kelas: s.kelas_tagih,
      jenis: 'KONSUL',
    });
  }
  return hasil;
}
