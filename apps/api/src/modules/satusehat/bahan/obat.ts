/// <reference types="fhir" />
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type BahanResepItem, medication, type ProdukKfa } from '../fhir/obat.ts';
import type { Rujukan } from '../fhir/umum.ts';
import { catatId, type Penentu } from '../pengirim.rujukan.ts';
import { rujukanEncounter } from './encounter.ts';
import { baris, LewatiSatusehat, TolakSatusehat, tgl, tglBila } from './sql.ts';

/*
 * A prescription line as SATUSEHAT's Medication (the product, or a racikan's ingredients, in
 * KFA), MedicationRequest (the doctor's order) and MedicationDispense (the pharmacy's handing
 * out), all keyed by the resep_detail's uid.
 */

interface BarisDetail {
  uid: string;
  posisi: number;
  jenis: string;
  jumlah: number;
  satuan: string;
  aturan_pakai: string;
  nama_racikan: string | null;
  produk_kode: string | null;
  produk_nama: string | null;
  kode_kfa: string | null;
  nomor: string;
  status: string;
  layanan_uid: string;
  pasien_uid: string;
  dokter_uid: string | null;
  rawat_inap: boolean;
  ditulis: unknown;
  selesai_pada: unknown;
  diserahkan_pada: unknown;
}

async function bacaDetail(db: DbOrTx, uid: string): Promise<BarisDetail> {
  const [d] = await baris<BarisDetail>(
    db,
    sql`select d.uid, d.posisi, d.jenis, d.jumlah, d.satuan, d.aturan_pakai, d.nama_racikan,
          p.kode as produk_kode, p.nama as produk_nama, p.kode_kfa,
          r.nomor, r.status, r.layanan_uid, r.pasien_uid, coalesce(r.dokter_uid, l.dokter_uid) as dokter_uid,
          l.jenis = 'RAWAT_INAP' as rawat_inap, r.created_at as ditulis, r.selesai_pada, r.diserahkan_pada
        from resep_detail d join resep r on r.uid = d.resep_uid join layanan l on l.uid = r.layanan_uid
        left join farmasi_produk p on p.uid = d.produk_uid
        where d.uid = ${uid}`,
  );
  if (!d) throw new LewatiSatusehat('baris resep tidak ada lagi');
  return d;
}

function kfa(kode: string | null, nama: string | null, kodeProduk: string | null): ProdukKfa {
  if (!kode)
    throw new TolakSatusehat(
      `Obat ${nama ?? '?'} (${kodeProduk ?? '?'}) belum punya Kode KFA: isi di Master Obat, lalu kirim ulang pesan ini`,
    );
  return { kfa: kode, nama: nama ?? kode };
}

/** The line's Medication at SATUSEHAT: recorded, found by our identifier, or created now. */
async function pastikanMedication(db: DbOrTx, p: Penentu, d: BarisDetail): Promise<Rujukan> {
  const nama = d.jenis === 'RACIKAN' ? (d.nama_racikan ?? 'Racikan') : (d.produk_nama ?? '');
  const ada = await p.idBila('Medication', d.uid, nama);
  if (ada) return ada;
  let racikan: { nama: string; bahan: (ProdukKfa & { dosis: string | null })[] } | null = null;
  if (d.jenis === 'RACIKAN') {
    const bahan = await baris<{ kode: string; nama: string; kode_kfa: string | null; dosis: string | null }>(
      db,
      sql`select p.kode, p.nama, p.kode_kfa, x.dosis from resep_racikan x join farmasi_produk p on p.uid = x.produk_uid
           where x.resep_detail_uid = ${d.uid} order by x.posisi`,
    );
    racikan = { nama, bahan: bahan.map((b) => ({ ...kfa(b.kode_kfa, b.nama, b.kode), dosis: b.dosis })) };
  }
  const r = medication(p.f, {
    uid: d.uid,
    nomorItem: `${d.nomor}-${d.posisi}`,
    produk: d.jenis === 'RACIKAN' ? null : kfa(d.kode_kfa, d.produk_nama, d.produk_kode),
    racikan,
  });
  // Created once per line; a retry after a lost answer finds it by our identifier.
  const id = (await p.cariIdentifier('Medication', r.identifier?.[0] ?? {})) ?? (await p.klien.buat(r)).id;
  await catatId(db, 'Medication', d.uid, id);
  return { id, nama };
}

async function bahanItem(db: DbOrTx, p: Penentu, d: BarisDetail): Promise<BahanResepItem> {
  if (!d.dokter_uid) throw new TolakSatusehat(`Resep ${d.nomor} tidak punya dokter penulis`);
  return {
    uid: d.uid,
    nomorResep: d.nomor,
    nomorItem: `${d.nomor}-${d.posisi}`,
    rawatInap: d.rawat_inap,
    medication: await pastikanMedication(db, p, d),
    pasien: await p.pasien(d.pasien_uid),
    encounter: await rujukanEncounter(p, d.layanan_uid),
    dokter: await p.praktisi(d.dokter_uid),
    ditulis: tgl(d.ditulis),
    jumlah: d.jumlah,
    satuan: d.satuan,
    aturanPakai: d.aturan_pakai,
  };
}

export async function bahanMedicationRequest(db: DbOrTx, p: Penentu, uid: string) {
  const d = await bacaDetail(db, uid);
  const status =
    d.status === 'REJECTED'
      ? ('cancelled' as const)
      : d.status === 'DONE' || d.status === 'RETUR'
        ? ('completed' as const)
        : ('active' as const);
  return { ...(await bahanItem(db, p, d)), status };
}

export async function bahanMedicationDispense(db: DbOrTx, p: Penentu, uid: string) {
  const d = await bacaDetail(db, uid);
  const disiapkan = tglBila(d.selesai_pada);
  if (!disiapkan) throw new LewatiSatusehat(`resep ${d.nomor} belum diserahkan farmasi`);
  return {
    ...(await bahanItem(db, p, d)),
    medicationRequest: await p.id('MedicationRequest', uid, null, `Resep ${d.nomor}-${d.posisi}`),
    disiapkan,
    diserahkan: tglBila(d.diserahkan_pada),
  };
}
