import {
  type JenisPenempatan,
  KELAS_TARIF,
  type KelasRanap,
  LABEL_KELAS_RANAP,
  type LetakBed,
  type PenjaminKunjungan,
  type StatusBed,
} from '@rawat/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { logAktivitas } from '../../../platform/audit.tables.ts';
import type { Ctx } from '../../../platform/context.ts';
import { rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { indeksUnikDilanggar } from '../../pasien/pasien.errors.ts';
import * as galat from './admisi.errors.ts';

/**
 * The pieces admission and transfer share: the bed a patient is put in, whether it may take them,
 * the class its days are charged at, and the segment that records it (docs/ranap/admisi.md).
 */

export interface BedTujuan extends LetakBed {
  kamar_uid: string;
  status: StatusBed;
  jenis_ruangan: string;
  jenis_kelamin_kamar: 'L' | 'P' | null;
}

/** The bed with its room and ward; 400 when it does not exist or is not in use. */
export async function bacaBed(tx: DbOrTx, bedUid: string): Promise<BedTujuan> {
  const [b] = await tx
    .select({
      bed_uid: bed.uid,
      no_bed: bed.no_bed,
      status: bed.status,
      kamar_uid: kamar.uid,
      no_kamar: kamar.no_kamar,
      jenis_kelamin_kamar: kamar.jenis_kelamin,
      ruangan_uid: ruangan.uid,
      ruangan: ruangan.nama,
      kode_ruangan: ruangan.kode,
      kelas: ruangan.kelas,
      jenis_ruangan: ruangan.jenis,
    })
    .from(bed)
    .innerJoin(kamar, eq(kamar.uid, bed.kamar_uid))
    .innerJoin(ruangan, eq(ruangan.uid, bed.ruangan_uid))
    .where(and(eq(bed.uid, bedUid), eq(bed.aktif, true), eq(kamar.aktif, true), eq(ruangan.status, 'AKTIF')));
  if (!b) throw galat.bedTidakAda();
  return {
    ...b,
    jenis_kelamin_kamar:
      b.jenis_kelamin_kamar === 'L' || b.jenis_kelamin_kamar === 'P' ? b.jenis_kelamin_kamar : null,
  };
}

/**
 * The follow-up a bed is held for: the latest reservation's audit row (a column is requested in
 * /tmp/h/schema-requests.md; until then the audit row is the record).
 */
export async function pemesanBed(tx: DbOrTx, bedUid: string): Promise<string | null> {
  const [r] = await tx
    .select({ detail: logAktivitas.detail })
    .from(logAktivitas)
    .where(and(eq(logAktivitas.aksi, 'ranap.bed.pesan'), eq(logAktivitas.entitas_id, bedUid)))
    .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
    .limit(1);
  const d = r?.detail as { tindak_lanjut_uid?: unknown } | null | undefined;
  return typeof d?.tindak_lanjut_uid === 'string' ? d.tindak_lanjut_uid : null;
}

/**
 * Whether the bed may take this patient: free (or held for this follow-up), and not a room for
 * the other sex. A TERISI bed answers the same 409 as the race the unique index settles.
 */
export async function periksaBedBoleh(
  tx: DbOrTx,
  b: BedTujuan,
  pasien: { jenis_kelamin: string },
  tindakLanjutUid: string | null,
): Promise<void> {
  if (b.status === 'TERISI') throw galat.bedTerisi();
  if (b.status === 'DIPESAN') {
    const untuk = await pemesanBed(tx, b.bed_uid);
    if (!tindakLanjutUid || untuk !== tindakLanjutUid) throw galat.bedDipesanLain(b.no_bed);
  } else if (b.status !== 'KOSONG') throw galat.bedTidakTersedia(b.no_bed, b.status);
  if (b.jenis_kelamin_kamar && b.jenis_kelamin_kamar !== pasien.jenis_kelamin)
    throw galat.kamarLainJenisKelamin(b.no_kamar, b.jenis_kelamin_kamar);
}

const urutan = (k: KelasRanap) => KELAS_TARIF.indexOf(k);

export interface Penempatan {
  kelas_tagih: KelasRanap;
  penempatan: JenisPenempatan;
  alasan_penempatan: string | null;
}

/**
 * The class a segment is charged at (docs/ranap.md): the bed's class, except for BPJS, which is
 * charged at the entitled class wherever the patient lies. A BPJS patient in a ward bed of another
 * class is either naik kelas (above the entitlement, at the patient's wish) or titipan (the
 * entitled class is full), with the reason; a special care unit is care, not a class choice.
 */
export function tentukanPenempatan(
  penjamin: PenjaminKunjungan,
  kelasHak: KelasRanap | null,
  b: BedTujuan,
  input: { penempatan: JenisPenempatan | null; alasan_penempatan: string | null },
): Penempatan {
  if (penjamin !== 'BPJS' || !kelasHak)
    return { kelas_tagih: b.kelas, penempatan: 'SESUAI_HAK', alasan_penempatan: null };
  if (b.jenis_ruangan !== 'BANGSAL' || b.kelas === kelasHak)
    return { kelas_tagih: kelasHak, penempatan: 'SESUAI_HAK', alasan_penempatan: null };
  if (!input.penempatan || input.penempatan === 'SESUAI_HAK') throw galat.penempatanWajib(b.kelas, kelasHak);
  if (!input.alasan_penempatan) throw galat.alasanPenempatanWajib();
  if (input.penempatan === 'NAIK_KELAS' && urutan(b.kelas) < urutan(kelasHak)) throw galat.naikKelasKeBawah();
  return { kelas_tagih: kelasHak, penempatan: input.penempatan, alasan_penempatan: input.alasan_penempatan };
}

/** 'Mawar, kamar MWR-1, bed A (Kelas 2)'. */
export function teksLetak(b: Pick<LetakBed, 'ruangan' | 'no_kamar' | 'no_bed' | 'kelas'>): string {
  return `${b.ruangan}, kamar ${b.no_kamar}, bed ${b.no_bed} (${LABEL_KELAS_RANAP[b.kelas]})`;
}

export function letakDari(b: BedTujuan): LetakBed {
  return {
    bed_uid: b.bed_uid,
    ruangan_uid: b.ruangan_uid,
    ruangan: b.ruangan,
    kode_ruangan: b.kode_ruangan,
    no_kamar: b.no_kamar,
    no_bed: b.no_bed,
    kelas: b.kelas,
  };
}

/** Opens a bed segment of a stay at `pada`. */
export async function bukaSegmen(
  tx: Tx,
  ctx: Ctx,
  s: {
    perawatan_inap_uid: string;
    layanan_uid: string;
    pasien_uid: string;
    bed: BedTujuan;
    penempatan: Penempatan;
    pada: Date;
  },
): Promise<string> {
  const [r] = await tx
    .insert(rawatInap)
    .values({
      perawatan_inap_uid: s.perawatan_inap_uid,
      layanan_uid: s.layanan_uid,
      pasien_uid: s.pasien_uid,
      ruangan_uid: s.bed.ruangan_uid,
      kamar_uid: s.bed.kamar_uid,
      bed_uid: s.bed.bed_uid,
      kelas: s.bed.kelas,
      kelas_tagih: s.penempatan.kelas_tagih,
      penempatan: s.penempatan.penempatan,
      alasan_penempatan: s.penempatan.alasan_penempatan,
      masuk_pada: s.pada,
      dibuat_oleh: ctx.user?.uid ?? null,
      created_at: s.pada,
    })
    .returning({ uid: rawatInap.uid });
  if (!r) throw new Error('insert rawat_inap tanpa hasil');
  return r.uid;
}

/**
 * Runs an admission or transfer and turns the unique indexes that settle races into their 409s:
 * two saves for one bed (the one that lost), one follow-up twice, one patient in two stays.
 */
export async function jagaBentrok<T>(kerja: () => Promise<T>, pasien: () => { no_rm: string; nama: string }) {
  try {
    return await kerja();
  } catch (err) {
    const indeks = indeksUnikDilanggar(err);
    if (indeks === 'rawat_inap_bed_terisi_uq') throw galat.bedTerisi();
    if (indeks === 'perawatan_inap_tindak_lanjut_uq') throw galat.rujukanSudahDiterima();
    if (indeks === 'perawatan_inap_pasien_dirawat_uq') throw galat.pasienSedangDirawat(pasien());
    throw err;
  }
}
