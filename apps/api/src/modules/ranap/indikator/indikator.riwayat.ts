import {
  type CaraPulang,
  JENIS_RUANGAN,
  type JenisRuangan,
  KELAS_RANAP,
  type KelasRanap,
} from '@rawat/domain';
import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';

// What the census and the indicators read: every stay's time in each ward ("stint"), built from
// its bed segments (rawat_inap). A move to another bed of the same ward is not a transfer for the
// census, so consecutive segments in one ward are merged (docs/ranap/indikator.md).

const JAM = 3_600_000;
const HARI = 86_400_000;
const WIB = 7 * JAM;

/** The Jakarta calendar day of a moment, as a day number (days since 1970-01-01). */
export const hariKe = (ms: number): number => Math.floor((ms + WIB) / HARI);
/** 'YYYY-MM-DD' of a day number. */
export const tanggalHari = (hari: number): string => new Date(hari * HARI).toISOString().slice(0, 10);
/** The day number of 'YYYY-MM-DD'. */
export const hariTanggal = (tanggal: string): number => Math.round(Date.parse(`${tanggal}T00:00:00Z`) / HARI);
/** 00:00 WIB of a day number, as a Date. */
export const awalHari = (hari: number): Date => new Date(hari * HARI - WIB);

/** One stay's uninterrupted time in one ward. */
export interface Stint {
  perawatan_inap_uid: string;
  ruangan_uid: string;
  /** Day numbers (Jakarta) of entering and leaving the ward; leaving is null while still there. */
  hariMasuk: number;
  hariKeluar: number | null;
  masuk: Date;
  keluar: Date | null;
  /** PINDAH: to another ward; PULANG: discharged (alive or dead); null: still there. */
  sebab: 'PINDAH' | 'PULANG' | null;
  /** The stay's first ward (an admission), not a transfer in. */
  pertama: boolean;
  dariRuangan: string | null;
  keRuangan: string | null;
  /** The stay's admission to hospital. */
  masukRs: Date;
  hariMasukRs: number;
  meninggal: boolean;
  /** Hours from admission to death (the time of death, else the discharge). */
  jamSampaiMeninggal: number | null;
  nama: string;
  no_rm: string;
}

/**
 * The stints of every stay that was in a ward at some moment of [dari, sampai) — with the stay's
 * earlier segments, so a transfer in is told from an admission.
 */
export async function bacaStint(db: DbOrTx, dari: Date, sampai: Date): Promise<Stint[]> {
  const dalamPeriode = db
    .selectDistinct({ uid: rawatInap.perawatan_inap_uid })
    .from(rawatInap)
    .where(
      and(
        lt(rawatInap.masuk_pada, sampai),
        or(isNull(rawatInap.keluar_pada), gte(rawatInap.keluar_pada, dari)),
      ),
    );
  const baris = await db
    .select({
      perawatan_inap_uid: rawatInap.perawatan_inap_uid,
      ruangan_uid: rawatInap.ruangan_uid,
      masuk_pada: rawatInap.masuk_pada,
      keluar_pada: rawatInap.keluar_pada,
      sebab_keluar: rawatInap.sebab_keluar,
      masuk_rs: perawatanInap.masuk_pada,
      cara_pulang: perawatanInap.cara_pulang,
      waktu_meninggal: perawatanInap.waktu_meninggal,
      nama: pasien.nama,
      no_rm: pasien.no_rm,
    })
    .from(rawatInap)
    .innerJoin(perawatanInap, eq(perawatanInap.uid, rawatInap.perawatan_inap_uid))
    .innerJoin(pasien, eq(pasien.uid, perawatanInap.pasien_uid))
    .where(inArray(rawatInap.perawatan_inap_uid, dalamPeriode))
    .orderBy(asc(rawatInap.perawatan_inap_uid), asc(rawatInap.masuk_pada));

  const hasil: Stint[] = [];
  let kini: Stint | null = null;
  for (const b of baris) {
    const sebab = b.sebab_keluar === 'PINDAH' || b.sebab_keluar === 'PULANG' ? b.sebab_keluar : null;
    const lanjut: boolean = kini !== null && kini.perawatan_inap_uid === b.perawatan_inap_uid;
    if (kini && lanjut && kini.ruangan_uid === b.ruangan_uid && kini.sebab === 'PINDAH') {
      // Another bed of the same ward: the same stint goes on.
      kini.keluar = b.keluar_pada;
      kini.hariKeluar = b.keluar_pada ? hariKe(b.keluar_pada.getTime()) : null;
      kini.sebab = sebab;
    } else {
      if (kini && lanjut) kini.keRuangan = b.ruangan_uid;
      const meninggal = (b.cara_pulang as CaraPulang | null) === 'MENINGGAL';
      kini = {
        perawatan_inap_uid: b.perawatan_inap_uid,
        ruangan_uid: b.ruangan_uid,
        hariMasuk: hariKe(b.masuk_pada.getTime()),
        hariKeluar: b.keluar_pada ? hariKe(b.keluar_pada.getTime()) : null,
        masuk: b.masuk_pada,
        keluar: b.keluar_pada,
        sebab,
        pertama: !lanjut,
        dariRuangan: lanjut && kini ? kini.ruangan_uid : null,
        keRuangan: null,
        masukRs: b.masuk_rs,
        hariMasukRs: hariKe(b.masuk_rs.getTime()),
        meninggal,
        jamSampaiMeninggal: null,
        nama: b.nama,
        no_rm: b.no_rm,
      };
      hasil.push(kini);
    }
    if (kini.sebab === 'PULANG' && kini.meninggal) {
      const wafat = b.waktu_meninggal ?? b.keluar_pada;
      kini.jamSampaiMeninggal = wafat ? (wafat.getTime() - b.masuk_rs.getTime()) / JAM : null;
    }
  }
  return hasil;
}

/** A death counts as ≥ 48 hours after admission (the net death rate) from the 48th hour on. */
export const meninggal48Lebih = (s: Stint): boolean => (s.jamSampaiMeninggal ?? 0) >= 48;

export interface RuanganIndikator {
  ruangan_uid: string;
  kode: string;
  nama: string;
  jenis: JenisRuangan;
  kelas: KelasRanap;
  /** Active beds of the ward. */
  bed: number;
}

/**
 * The active wards (or the one asked for) with their active beds, plus any retired ward a stint
 * of the period lay in: ordinary wards by class, then the special units.
 */
export async function bacaRuangan(
  db: DbOrTx,
  opsi: { ruangan_uid?: string | undefined; dipakai?: readonly string[] },
): Promise<RuanganIndikator[]> {
  const dipakai = opsi.dipakai?.length ? inArray(ruangan.uid, [...opsi.dipakai]) : undefined;
  const syarat = opsi.ruangan_uid
    ? eq(ruangan.uid, opsi.ruangan_uid)
    : dipakai
      ? or(eq(ruangan.status, 'AKTIF'), dipakai)
      : eq(ruangan.status, 'AKTIF');
  const baris = await db
    .select({
      ruangan_uid: ruangan.uid,
      kode: ruangan.kode,
      nama: ruangan.nama,
      jenis: ruangan.jenis,
      kelas: ruangan.kelas,
      bed: sql<number>`(${db
        .select({ n: count() })
        .from(bed)
        .where(and(eq(bed.ruangan_uid, ruangan.uid), eq(bed.aktif, true)))})::int`,
    })
    .from(ruangan)
    .where(syarat);
  const urut = (r: RuanganIndikator) => JENIS_RUANGAN.indexOf(r.jenis) * 10 + KELAS_RANAP.indexOf(r.kelas);
  return baris
    .map((r) => ({ ...r, bed: Number(r.bed) }))
    .sort((a, b) => urut(a) - urut(b) || a.nama.localeCompare(b.nama, 'id'));
}
