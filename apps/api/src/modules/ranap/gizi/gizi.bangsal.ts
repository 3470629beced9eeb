import { namaBergelar } from '@rawat/domain';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../../kunjungan/rawat-inap.tables.ts';
import { bed, kamar, ruangan } from '../../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { ruanganTidakDitemukan } from './gizi.errors.ts';

export interface RuanganRingkas {
  uid: string;
  kode: string;
  nama: string;
}

/** A patient lying in a ward's bed at one moment. */
export interface PasienBangsal {
  ruangan: RuanganRingkas;
  kamar: string;
  bed: string;
  layanan_uid: string;
  pasien: {
    uid: string;
    no_rm: string;
    nama: string;
    jenis_kelamin: string;
    tanggal_lahir: string;
    alergi: string[];
  };
  masuk_pada: Date;
  diagnosis: string | null;
  dpjp: string | null;
}

/** The ward, or 404 gizi.ruangan_tidak_ditemukan. */
export async function ambilRuangan(db: DbOrTx, uid: string): Promise<RuanganRingkas> {
  const [r] = await db
    .select({ uid: ruangan.uid, kode: ruangan.kode, nama: ruangan.nama })
    .from(ruangan)
    .where(eq(ruangan.uid, uid));
  if (!r) throw ruanganTidakDitemukan();
  return r;
}

/**
 * Who lies in the wards at `pada`: the bed segment (rawat_inap) covering that moment, so a patient
 * moved during the day is listed once, in the ward of the moment. Ordered by ward, room and bed.
 */
export async function pasienPada(db: DbOrTx, pada: Date, ruanganUid?: string): Promise<PasienBangsal[]> {
  const rows = await db
    .select({
      ruangan: { uid: ruangan.uid, kode: ruangan.kode, nama: ruangan.nama },
      kamar: kamar.no_kamar,
      bed: bed.no_bed,
      layanan_uid: rawatInap.layanan_uid,
      pasien: {
        uid: pasien.uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
        jenis_kelamin: pasien.jenis_kelamin,
        tanggal_lahir: pasien.tanggal_lahir,
        alergi: pasien.alergi,
      },
      masuk_pada: perawatanInap.masuk_pada,
      diagnosis: perawatanInap.diagnosis_masuk_nama,
      dok: { nama: pegawai.nama, gelar_depan: pegawai.gelar_depan, gelar_belakang: pegawai.gelar_belakang },
    })
    .from(rawatInap)
    .innerJoin(perawatanInap, eq(perawatanInap.uid, rawatInap.perawatan_inap_uid))
    .innerJoin(ruangan, eq(ruangan.uid, rawatInap.ruangan_uid))
    .innerJoin(kamar, eq(kamar.uid, rawatInap.kamar_uid))
    .innerJoin(bed, eq(bed.uid, rawatInap.bed_uid))
    .innerJoin(pasien, eq(pasien.uid, rawatInap.pasien_uid))
    .innerJoin(layanan, eq(layanan.uid, rawatInap.layanan_uid))
    .leftJoin(pegawai, eq(pegawai.uid, layanan.dokter_uid))
    .where(
      and(
        lte(rawatInap.masuk_pada, pada),
        or(isNull(rawatInap.keluar_pada), gt(rawatInap.keluar_pada, pada)),
        ruanganUid ? eq(rawatInap.ruangan_uid, ruanganUid) : undefined,
      ),
    )
    .orderBy(asc(ruangan.kode), asc(kamar.no_kamar), asc(bed.no_bed));
  return rows.map(({ dok, ...r }) => ({ ...r, dpjp: dok ? namaBergelar(dok) : null }));
}

/** Groups rows by ward, keeping their order. */
export function perRuangan<T extends { ruangan: RuanganRingkas }>(
  rows: T[],
): { ruangan: RuanganRingkas; baris: T[] }[] {
  const peta = new Map<string, { ruangan: RuanganRingkas; baris: T[] }>();
  for (const r of rows) {
    const g = peta.get(r.ruangan.uid) ?? { ruangan: r.ruangan, baris: [] };
    g.baris.push(r);
    peta.set(r.ruangan.uid, g);
  }
  return [...peta.values()];
}
