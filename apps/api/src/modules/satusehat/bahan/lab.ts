import type { FlagHasil } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { BahanDiagnosticReport, BahanServiceRequest, BahanSpecimen } from '../fhir/lab.ts';
import type { BahanObservationLab } from '../fhir/observation.ts';
import type { Rujukan } from '../fhir/umum.ts';
import type { Penentu } from '../pengirim.rujukan.ts';
import { rujukanEncounter } from './encounter.ts';
import { baris, LewatiSatusehat, TolakSatusehat, tgl, tglBila } from './sql.ts';

/*
 * A lab order as SATUSEHAT sees it: one ServiceRequest per test (a package's tests each their
 * own, `<order_item_uid>:<pemeriksaan_uid>`), a Specimen per kind of specimen taken
 * (`<order_uid>:<spesimen>`), an Observation per validated result line (same local id as its
 * ServiceRequest) and one DiagnosticReport per order.
 */

export const uidTes = (itemUid: string, pemeriksaanUid: string) => `${itemUid}:${pemeriksaanUid}`;
export const uidSpesimen = (orderUid: string, spesimen: string) => `${orderUid}:${spesimen}`;

function pisah(uid: string): [string, string] {
  const i = uid.indexOf(':');
  if (i < 0) throw new LewatiSatusehat(`id lokal tidak dikenal: ${uid}`);
  return [uid.slice(0, i), uid.slice(i + 1)];
}

interface BarisOrder {
  uid: string;
  nomor: string;
  status: string;
  cito: boolean;
  catatan_klinis: string | null;
  layanan_uid: string;
  pasien_uid: string;
  dokter_uid: string | null;
  dibuat: unknown;
}

async function bacaOrder(db: DbOrTx, uid: string): Promise<BarisOrder> {
  const [o] = await baris<BarisOrder>(
    db,
    sql`select o.uid, o.nomor, o.status, o.cito, o.catatan_klinis, o.layanan_uid, o.pasien_uid,
          coalesce(o.dokter_uid, l.dokter_uid) as dokter_uid, o.created_at as dibuat
        from order_penunjang o join layanan l on l.uid = o.layanan_uid where o.uid = ${uid}`,
  );
  if (!o) throw new LewatiSatusehat('order laboratorium tidak ada lagi');
  return o;
}

async function loinc(
  db: DbOrTx,
  pemeriksaanUid: string,
): Promise<{ kode: string; nama: string; loinc: string }> {
  const [t] = await baris<{ kode: string; nama: string; kode_loinc: string | null }>(
    db,
    sql`select kode, nama, kode_loinc from pemeriksaan_lab where uid = ${pemeriksaanUid}`,
  );
  if (!t) throw new LewatiSatusehat('pemeriksaan tidak ada di master lagi');
  if (!t.kode_loinc)
    throw new TolakSatusehat(
      `Pemeriksaan ${t.nama} (${t.kode}) belum punya Kode LOINC: isi di Master Pemeriksaan Lab, lalu kirim ulang pesan ini`,
    );
  return { kode: t.kode, nama: t.nama, loinc: t.kode_loinc };
}

export async function bahanServiceRequest(db: DbOrTx, p: Penentu, uid: string): Promise<BahanServiceRequest> {
  const [itemUid, pemeriksaanUid] = pisah(uid);
  const [item] = await baris<{ order_uid: string; posisi: number }>(
    db,
    sql`select order_uid, posisi from order_item where uid = ${itemUid}`,
  );
  if (!item) throw new LewatiSatusehat('baris order tidak ada lagi');
  const o = await bacaOrder(db, item.order_uid);
  const t = await loinc(db, pemeriksaanUid);
  if (!o.dokter_uid) throw new TolakSatusehat(`Order ${o.nomor} tidak punya dokter pengirim`);
  return {
    uid,
    nomor: `${o.nomor}/${item.posisi}/${t.kode}`,
    loinc: t.loinc,
    nama: t.nama,
    status: o.status === 'BATAL' ? 'revoked' : o.status === 'TERVALIDASI' ? 'completed' : 'active',
    cito: o.cito,
    pasien: await p.pasien(o.pasien_uid),
    encounter: await rujukanEncounter(p, o.layanan_uid),
    dokter: await p.praktisi(o.dokter_uid),
    diminta: tgl(o.dibuat),
    catatanKlinis: o.catatan_klinis,
  };
}

interface BarisHasil {
  order_item_uid: string;
  pemeriksaan_uid: string;
  posisi: number;
  kode: string;
  nama: string;
  spesimen: string;
  satuan: string | null;
  jenis_hasil: string;
  nilai: string | null;
  nilai_angka: number | string | null;
  nilai_min: number | string | null;
  nilai_maks: number | string | null;
  rujukan: string | null;
  flag: FlagHasil | null;
  catatan: string | null;
  versi_status: string;
  validator_pegawai_uid: string | null;
  divalidasi_pada: unknown;
  versi_dibuat: unknown;
  catatan_versi: string | null;
}

/** The result lines of the sheet in force (the draft, or the valid one after validation). */
async function hasilBerlaku(db: DbOrTx, orderUid: string): Promise<BarisHasil[]> {
  return baris<BarisHasil>(
    db,
    sql`select h.order_item_uid, h.pemeriksaan_uid, i.posisi, h.kode, h.nama, h.spesimen, h.satuan,
          h.jenis_hasil, h.nilai, h.nilai_angka, h.nilai_min, h.nilai_maks, h.rujukan, h.flag, h.catatan,
          v.status as versi_status, v.validator_pegawai_uid, v.divalidasi_pada, v.created_at as versi_dibuat,
          v.catatan as catatan_versi
        from hasil_lab_versi v join hasil_lab h on h.versi_uid = v.uid join order_item i on i.uid = h.order_item_uid
        where v.order_uid = ${orderUid} and v.status <> 'DIKOREKSI' order by h.posisi`,
  );
}

const angka = (v: number | string | null) => (v === null || v === '' ? null : Number(v));

async function rujukanTes(p: Penentu, rows: BarisHasil[]): Promise<Rujukan[]> {
  const r = await Promise.all(
    rows.map((h) => p.idBila('ServiceRequest', uidTes(h.order_item_uid, h.pemeriksaan_uid), h.nama)),
  );
  return r.filter((x): x is Rujukan => x !== null);
}

export async function bahanSpecimen(db: DbOrTx, p: Penentu, uid: string): Promise<BahanSpecimen> {
  const [orderUid, spesimen] = pisah(uid);
  const o = await bacaOrder(db, orderUid);
  const rows = (await hasilBerlaku(db, orderUid)).filter((h) => h.spesimen === spesimen);
  if (!rows.length) throw new LewatiSatusehat(`spesimen ${spesimen} tidak ada lagi di order ${o.nomor}`);
  const [diambil] = await baris<{ waktu: unknown }>(
    db,
    sql`select min(waktu) as waktu from order_riwayat where order_uid = ${orderUid} and status = 'SAMPEL_DIAMBIL'`,
  );
  return {
    uid,
    nomor: `${o.nomor}/${spesimen}`,
    spesimen,
    pasien: await p.pasien(o.pasien_uid),
    serviceRequests: await rujukanTes(p, rows),
    diambil: tglBila(diambil?.waktu) ?? tgl(rows[0]?.versi_dibuat),
  };
}

/** The validated sheet's lines, or a skip when the order has none (cancelled, not yet valid). */
async function hasilValid(db: DbOrTx, orderUid: string): Promise<BarisHasil[]> {
  const rows = (await hasilBerlaku(db, orderUid)).filter(
    (h) => h.versi_status === 'VALID' && h.nilai !== null,
  );
  if (!rows.length) throw new LewatiSatusehat('hasil laboratorium tidak tervalidasi lagi');
  return rows;
}

export async function bahanObservationLab(db: DbOrTx, p: Penentu, uid: string): Promise<BahanObservationLab> {
  const [itemUid, pemeriksaanUid] = pisah(uid);
  const [item] = await baris<{ order_uid: string }>(
    db,
    sql`select order_uid from order_item where uid = ${itemUid}`,
  );
  if (!item) throw new LewatiSatusehat('baris order tidak ada lagi');
  const o = await bacaOrder(db, item.order_uid);
  const h = (await hasilValid(db, o.uid)).find(
    (x) => x.order_item_uid === itemUid && x.pemeriksaan_uid === pemeriksaanUid,
  );
  if (!h) throw new LewatiSatusehat('baris hasil ini tidak ada di hasil tervalidasi');
  const t = await loinc(db, pemeriksaanUid);
  const nilaiAngka = angka(h.nilai_angka);
  return {
    uid,
    nomor: `${o.nomor}/${h.posisi}/${h.kode}`,
    loinc: t.loinc,
    nama: h.nama,
    nilai:
      h.jenis_hasil === 'ANGKA' && nilaiAngka !== null
        ? { angka: nilaiAngka, satuan: h.satuan }
        : { teks: h.nilai ?? '' },
    flag: h.flag,
    rujukan: {
      min: angka(h.nilai_min),
      maks: angka(h.nilai_maks),
      teks: h.rujukan,
      satuan: h.jenis_hasil === 'ANGKA' ? h.satuan : null,
    },
    pasien: await p.pasien(o.pasien_uid),
    encounter: await rujukanEncounter(p, o.layanan_uid),
    serviceRequest: await p.id('ServiceRequest', uid, h.nama, `Permintaan ${h.nama}`),
    specimen: await p.idBila('Specimen', uidSpesimen(o.uid, h.spesimen), h.spesimen),
    validator: await p.praktisiBila(h.validator_pegawai_uid),
    waktu: tglBila(h.divalidasi_pada) ?? tgl(h.versi_dibuat),
    catatan: h.catatan,
  };
}

export async function bahanDiagnosticReport(
  db: DbOrTx,
  p: Penentu,
  orderUid: string,
): Promise<BahanDiagnosticReport> {
  const o = await bacaOrder(db, orderUid);
  const rows = await hasilValid(db, orderUid);
  const hasil = (
    await Promise.all(
      rows.map((h) => p.idBila('Observation:lab', uidTes(h.order_item_uid, h.pemeriksaan_uid), h.nama)),
    )
  ).filter((x): x is Rujukan => x !== null);
  if (!hasil.length) throw new TolakSatusehat(`Belum ada hasil order ${o.nomor} yang tercatat di SATUSEHAT`);
  const spesimen = [...new Set(rows.map((h) => h.spesimen))];
  const [pertama] = rows;
  return {
    uid: orderUid,
    nomor: o.nomor,
    pasien: await p.pasien(o.pasien_uid),
    encounter: await rujukanEncounter(p, o.layanan_uid),
    hasil,
    spesimen: (
      await Promise.all(spesimen.map((s) => p.idBila('Specimen', uidSpesimen(orderUid, s), s)))
    ).filter((x): x is Rujukan => x !== null),
    serviceRequests: await rujukanTes(p, rows),
    validator: await p.praktisiBila(pertama?.validator_pegawai_uid ?? null),
    waktu: tglBila(pertama?.divalidasi_pada) ?? tgl(pertama?.versi_dibuat),
    catatan: pertama?.catatan_versi ?? null,
  };
}
