/**
 * What a medical resume is built from. This file reads OTHER modules' rows — assessments,
 * diagnoses, procedures, follow-up (pelayanan), orders (penunjang), prescriptions (farmasi/resep)
 * — READ-ONLY, straight from their tables, so the resume does not wait on those modules' services
 * and no other file of rekam-medis touches their tables. It never writes them.
 */
import {
  hitungImt,
  type JenisTindakLanjut,
  LABEL_TINDAK_LANJUT,
  type ResumeStruktur,
  ringkasTandaVital,
  type StatusOrder,
  type StatusResep,
  type TandaVital,
} from '@rawat/domain';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import { bersamaan, type DbOrTx } from '../../db/client.ts';
import { farmasiProduk } from '../farmasi/produk/produk.tables.ts';
import { resep, resepDetail, resepRacikan } from '../farmasi/resep/resep.tables.ts';
import { icd10 } from '../katalog/katalog.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import {
  asesmen,
  diagnosis,
  prosedur,
  tindakanLayanan,
  tindakLanjut,
} from '../pelayanan/pelayanan.tables.ts';
import { hasilLab, hasilLabVersi } from '../penunjang/labor/labor.tables.ts';
import { orderItem, orderPenunjang } from '../penunjang/penunjang.tables.ts';

const JENIS_MEDIS = ['MEDIS', 'MEDIS_IGD', 'MEDIS_HD'];
const RESEP_TIDAK_DIHITUNG: StatusResep[] = ['REJECTED'];
const ORDER_TIDAK_DIHITUNG: StatusOrder[] = ['BATAL'];

export interface AsesmenSumber {
  jenis: string;
  isi: Record<string, unknown>;
  nama_penulis: string;
  waktu: Date;
}

export interface SumberResume {
  struktur: ResumeStruktur;
  /** The doctor's assessment (MEDIS, MEDIS_IGD or MEDIS_HD), newest; null when none yet. */
  medis: AsesmenSumber | null;
  /** The nurses' assessments, newest first. */
  keperawatan: AsesmenSumber[];
  /** Validated lab values per order number ("Hemoglobin 10,2 g/dL (L)"), for the proposal's results. */
  hasilLab: Record<string, string[]>;
}

const objek = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The newest vital signs written on the chart, by a nurse or re-measured by the doctor. */
function tandaVitalTerakhir(rows: AsesmenSumber[]): ResumeStruktur['tanda_vital'] {
  for (const r of rows) {
    const tv = (objek(r.isi.tanda_vital) ??
      objek(objek(r.isi.pemeriksaan_fisik)?.tanda_vital)) as TandaVital | null;
    const ringkas = ringkasTandaVital(tv);
    if (tv && ringkas)
      return {
        waktu: r.waktu.toISOString(),
        oleh: r.nama_penulis,
        ringkas,
        imt: hitungImt(tv.berat_badan, tv.tinggi_badan),
      };
  }
  return null;
}

/** Everything the chart holds for one layanan, shaped as the resume's structured parts. */
export async function bacaSumberResume(db: DbOrTx, layananUid: string): Promise<SumberResume> {
  const [as, dx, px, tx, tl, orders, obat, racikan, hasil] = await bersamaan(db, [
    () =>
      db
        .select({
          jenis: asesmen.jenis,
          isi: asesmen.isi,
          nama_penulis: asesmen.nama_penulis,
          waktu: asesmen.waktu,
        })
        .from(asesmen)
        .where(eq(asesmen.layanan_uid, layananUid))
        .orderBy(desc(asesmen.waktu)),
    () =>
      db
        .select({
          kode: diagnosis.kode_icd10,
          nama: diagnosis.nama,
          nama_id: icd10.judul_id,
          jenis: diagnosis.jenis,
        })
        .from(diagnosis)
        // The Indonesian title is the catalogue's, read now; a final resume keeps the one it printed.
        .leftJoin(icd10, eq(icd10.kode, diagnosis.kode_icd10))
        .where(eq(diagnosis.layanan_uid, layananUid))
        .orderBy(asc(diagnosis.created_at)),
    () =>
      db
        .select({ kode: prosedur.kode_icd9, nama: prosedur.nama })
        .from(prosedur)
        .where(eq(prosedur.layanan_uid, layananUid))
        .orderBy(asc(prosedur.created_at)),
    () =>
      db
        .select({ nama: tindakan.nama, jumlah: tindakanLayanan.jumlah })
        .from(tindakanLayanan)
        .innerJoin(tindakan, eq(tindakan.uid, tindakanLayanan.tindakan_uid))
        .where(and(eq(tindakanLayanan.layanan_uid, layananUid), eq(tindakanLayanan.status, 'AKTIF')))
        .orderBy(asc(tindakanLayanan.waktu)),
    () =>
      db
        .select({
          jenis: tindakLanjut.jenis,
          tanggal_kontrol: tindakLanjut.tanggal_kontrol,
          faskes_rujukan: tindakLanjut.faskes_rujukan,
          alasan: tindakLanjut.alasan,
          kondisi_pulang: tindakLanjut.kondisi_pulang,
          waktu_meninggal: tindakLanjut.waktu_meninggal,
          catatan: tindakLanjut.catatan,
        })
        .from(tindakLanjut)
        .where(eq(tindakLanjut.layanan_uid, layananUid)),
    () =>
      db
        .select({
          uid: orderPenunjang.uid,
          jenis: orderPenunjang.jenis,
          nomor: orderPenunjang.nomor,
          status: orderPenunjang.status,
          waktu: orderPenunjang.created_at,
          item: orderItem.nama,
        })
        .from(orderPenunjang)
        .leftJoin(orderItem, eq(orderItem.order_uid, orderPenunjang.uid))
        .where(
          and(
            eq(orderPenunjang.layanan_uid, layananUid),
            notInArray(orderPenunjang.status, ORDER_TIDAK_DIHITUNG),
          ),
        )
        .orderBy(asc(orderPenunjang.created_at), asc(orderItem.posisi)),
    () =>
      db
        .select({
          uid: resepDetail.uid,
          jenis: resepDetail.jenis,
          produk: farmasiProduk.nama,
          nama_racikan: resepDetail.nama_racikan,
          bentuk: resepDetail.bentuk_racikan,
          jumlah: resepDetail.jumlah,
          satuan: resepDetail.satuan,
          aturan_pakai: resepDetail.aturan_pakai,
        })
        .from(resepDetail)
        .innerJoin(resep, eq(resep.uid, resepDetail.resep_uid))
        .leftJoin(farmasiProduk, eq(farmasiProduk.uid, resepDetail.produk_uid))
        .where(and(eq(resep.layanan_uid, layananUid), notInArray(resep.status, RESEP_TIDAK_DIHITUNG)))
        .orderBy(asc(resep.created_at), asc(resepDetail.posisi)),
    () =>
      db
        .select({
          detail_uid: resepRacikan.resep_detail_uid,
          nama: farmasiProduk.nama,
          jumlah: resepRacikan.jumlah,
          dosis: resepRacikan.dosis,
        })
        .from(resepRacikan)
        .innerJoin(resepDetail, eq(resepDetail.uid, resepRacikan.resep_detail_uid))
        .innerJoin(resep, eq(resep.uid, resepDetail.resep_uid))
        .innerJoin(farmasiProduk, eq(farmasiProduk.uid, resepRacikan.produk_uid))
        .where(and(eq(resep.layanan_uid, layananUid), notInArray(resep.status, RESEP_TIDAK_DIHITUNG)))
        .orderBy(asc(resepRacikan.posisi)),
    () =>
      db
        .select({
          nomor: orderPenunjang.nomor,
          nama: hasilLab.nama,
          nilai: hasilLab.nilai,
          satuan: hasilLab.satuan,
          flag: hasilLab.flag,
        })
        .from(hasilLab)
        .innerJoin(hasilLabVersi, eq(hasilLabVersi.uid, hasilLab.versi_uid))
        .innerJoin(orderPenunjang, eq(orderPenunjang.uid, hasilLabVersi.order_uid))
        .where(and(eq(orderPenunjang.layanan_uid, layananUid), eq(hasilLabVersi.status, 'VALID')))
        .orderBy(asc(orderPenunjang.created_at), asc(hasilLab.posisi)),
  ] as const);
  const hasilLabPerOrder: Record<string, string[]> = {};
  for (const h of hasil) {
    if (h.nilai === null) continue;
    const flag = h.flag ? ` (${h.flag})` : '';
    const baris = hasilLabPerOrder[h.nomor] ?? [];
    baris.push(`${h.nama} ${h.nilai}${h.satuan ? ` ${h.satuan}` : ''}${flag}`);
    hasilLabPerOrder[h.nomor] = baris;
  }

  const asesmenRows: AsesmenSumber[] = as.map((r) => ({ ...r, isi: objek(r.isi) ?? {} }));
  const medis = asesmenRows.find((r) => JENIS_MEDIS.includes(r.jenis)) ?? null;
  const keperawatan = asesmenRows.filter((r) => !JENIS_MEDIS.includes(r.jenis));

  const penunjang = new Map<string, ResumeStruktur['penunjang'][number]>();
  for (const o of orders) {
    let p = penunjang.get(o.uid);
    if (!p) {
      p = {
        jenis: o.jenis === 'RADIOLOGI' ? 'RADIOLOGI' : 'LABOR',
        nomor: o.nomor,
        status: o.status,
        waktu: o.waktu.toISOString(),
        item: [],
      };
      penunjang.set(o.uid, p);
    }
    if (o.item) p.item.push(o.item);
  }

  const utama = dx.find((d) => d.jenis === 'UTAMA');
  const kodeNama = (d: { kode: string; nama: string; nama_id: string | null }) => ({
    kode: d.kode,
    nama: d.nama,
    ...(d.nama_id ? { nama_id: d.nama_id } : {}),
  });
  const t = tl[0];
  return {
    medis,
    keperawatan,
    hasilLab: hasilLabPerOrder,
    struktur: {
      tanda_vital: tandaVitalTerakhir(asesmenRows),
      diagnosis_utama: utama ? kodeNama(utama) : null,
      diagnosis_sekunder: dx.filter((d) => d.jenis !== 'UTAMA').map(kodeNama),
      prosedur: px,
      tindakan: tx,
      penunjang: [...penunjang.values()],
      obat: obat.map((o) => ({
        racikan: o.jenis === 'RACIKAN',
        nama:
          o.jenis === 'RACIKAN'
            ? [o.nama_racikan, o.bentuk ? `(${o.bentuk.toLowerCase()})` : null].filter(Boolean).join(' ')
            : (o.produk ?? '-'),
        jumlah: o.jumlah,
        satuan: o.satuan,
        aturan_pakai: o.aturan_pakai,
        komposisi: racikan
          .filter((r) => r.detail_uid === o.uid)
          .map((r) => ({ nama: r.nama, jumlah: r.jumlah, dosis: r.dosis })),
      })),
      tindak_lanjut: t
        ? {
            jenis: t.jenis,
            label: LABEL_TINDAK_LANJUT[t.jenis as JenisTindakLanjut] ?? t.jenis,
            tanggal_kontrol: t.tanggal_kontrol,
            faskes_rujukan: t.faskes_rujukan,
            alasan: t.alasan,
            kondisi_pulang: t.kondisi_pulang,
            waktu_meninggal: t.waktu_meninggal?.toISOString() ?? null,
            catatan: t.catatan,
          }
        : null,
    },
  };
}
