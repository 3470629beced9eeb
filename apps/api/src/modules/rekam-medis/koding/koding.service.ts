import type { KodingDetail, KodingSimpan } from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { ambilIcd9, ambilIcd10 } from '../../katalog/katalog.service.ts';
import { layanan } from '../../kunjungan/kunjungan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { bacaKoding, kodeDokter, samaDenganDokter } from './koding.baca.ts';
import * as galat from './koding.errors.ts';
import { type KodeKoding, koding } from './koding.tables.ts';

type Masukan = {
  diagnosis: { kode: string; jenis: 'UTAMA' | 'SEKUNDER' }[];
  prosedur: { kode: string }[];
  catatan: string | null;
};

const tidakAda = (e: unknown) => e instanceof AppError && e.status === 404;

/**
 * Each code against the catalogue, in the catalogue's own spelling (a code typed without its dot
 * is the same code). Only ICD-10 leaves, as the chart requires (a category is not codable for RL
 * reports and claims). Read before the transaction: the catalogue is reference data nobody edits.
 */
async function kodeKatalog(db: Db, m: Masukan): Promise<{ dx: KodeKoding[]; px: KodeKoding[] }> {
  const dx: KodeKoding[] = [];
  for (const [i, d] of m.diagnosis.entries()) {
    const icd = await ambilIcd10(db, d.kode).catch((e: unknown) => {
      throw tidakAda(e) ? galat.icd10TidakDikenal(i, d.kode) : e;
    });
    if (!icd.leaf) throw galat.icd10BelumSpesifik(i, icd.kode);
    if (dx.some((x) => x.kode === icd.kode)) throw galat.kodeGanda('diagnosis', icd.kode);
    dx.push({ kode: icd.kode, nama: icd.judul, jenis: d.jenis });
  }
  const px: KodeKoding[] = [];
  for (const [i, p] of m.prosedur.entries()) {
    const icd = await ambilIcd9(db, p.kode).catch((e: unknown) => {
      throw tidakAda(e) ? galat.icd9TidakDikenal(i, p.kode) : e;
    });
    if (px.some((x) => x.kode === icd.kode)) throw galat.kodeGanda('prosedur', icd.kode);
    px.push({ kode: icd.kode, nama: icd.judul });
  }
  // Primary first, then as entered: the order claims and reports read.
  dx.sort((a, b) => Number(b.jenis === 'UTAMA') - Number(a.jenis === 'UTAMA'));
  return { dx, px };
}

/**
 * PUT /rekam-medis/koding/:layanan_uid: the coder confirms the doctor's codes as they are, or a
 * corrected set (a note then required). The whole set replaces any earlier one; the audit row
 * keeps both. The doctor's own rows in `diagnosis` / `prosedur` are never touched.
 *
 * Two coders at once: the layanan row is locked FOR UPDATE, so the second waits, then replaces
 * the first's set (one row per layanan, koding_layanan_uq); neither gets an error.
 */
export async function simpanKoding(
  db: Db,
  ctx: Ctx,
  layananUid: string,
  body: KodingSimpan & { catatan: string | null; prosedur: { kode: string }[] },
): Promise<KodingDetail> {
  const m: Masukan = { diagnosis: body.diagnosis, prosedur: body.prosedur, catatan: body.catatan };
  const { dx, px } = await kodeKatalog(db, m);
  return db.transaction(async (tx) => {
    const [l] = await tx
      .select({
        uid: layanan.uid,
        status: layanan.status,
        kunjungan_uid: layanan.kunjungan_uid,
        pasien_uid: layanan.pasien_uid,
        no_rm: pasien.no_rm,
        nama: pasien.nama,
      })
      .from(layanan)
      .innerJoin(pasien, eq(pasien.uid, layanan.pasien_uid))
      .where(eq(layanan.uid, layananUid))
      .for('update', { of: layanan });
    if (!l || l.status === 'BATAL') throw galat.layananTidakDitemukan();
    if (l.status !== 'SELESAI') throw galat.layananBelumSelesai();
    const dokter = await kodeDokter(tx, layananUid);
    const berubah = !samaDenganDokter(dokter, {
      diagnosis: dx.map((d) => ({ kode: d.kode, jenis: d.jenis })),
      prosedur: px,
    });
    if (berubah && !m.catatan) throw galat.catatanWajib();
    const [lama] = await tx
      .select({ diagnosis: koding.diagnosis, prosedur: koding.prosedur, catatan: koding.catatan })
      .from(koding)
      .where(eq(koding.layanan_uid, layananUid));
    const sekarang = ctx.now();
    const nilai = {
      diagnosis: dx,
      prosedur: px,
      catatan: m.catatan,
      dikonfirmasi_oleh: ctx.user?.uid ?? null,
      nama_pengkode: ctx.user?.nama ?? 'Petugas rekam medis',
      dikonfirmasi_pada: sekarang,
    };
    await tx
      .insert(koding)
      .values({ layanan_uid: l.uid, kunjungan_uid: l.kunjungan_uid, pasien_uid: l.pasien_uid, ...nilai })
      .onConflictDoUpdate({ target: koding.layanan_uid, set: nilai });
    const utama = dx.find((d) => d.jenis === 'UTAMA');
    await catatAktivitas(tx, ctx, {
      aksi: lama ? 'koding.ubah' : 'koding.konfirmasi',
      entitas: 'layanan',
      entitas_id: l.uid,
      keterangan: `${lama ? 'Mengubah koding' : 'Mengonfirmasi koding'} ${l.no_rm} – ${l.nama}: ${utama?.kode ?? '-'}${berubah ? ' (dikoreksi dari kode dokter)' : ' (sesuai kode dokter)'}`,
      detail: {
        sebelum: lama ?? null,
        sesudah: { diagnosis: dx, prosedur: px, catatan: m.catatan },
        kode_dokter: dokter,
        berubah,
      },
    });
    return bacaKoding(tx, l.uid);
  });
}
