import {
  formatAngkaMaks,
  formatTanggal,
  formatTanggalPendek,
  formatUmur,
  LABEL_BENTUK_RACIKAN,
  type Resep,
  type ResepDetail,
} from '@rawat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { farmasiStokBatch, farmasiStokMutasi } from '../stok/stok.tables.ts';
import { ambilResep } from './resep.baca.ts';
import * as galat from './resep.errors.ts';

/** Forms that go on the skin: their label is the blue one, 'Obat Luar', never swallowed. */
const OBAT_LUAR = new Set(['SALEP', 'KRIM']);

/** The earliest expiry among the batches a line was dispensed from, per line (plain line or racikan). */
async function kedaluwarsaPerBaris(db: Db, r: Resep): Promise<Map<string, string>> {
  const sumber = new Map<string, string>();
  for (const d of r.detail) {
    sumber.set(d.uid, d.uid);
    for (const m of d.mix_detail) sumber.set(m.uid, d.uid);
  }
  if (!sumber.size) return new Map();
  const rows = await db
    .select({
      sumber_uid: farmasiStokMutasi.sumber_uid,
      ed: sql<string>`min(${farmasiStokBatch.kedaluwarsa})::text`,
    })
    .from(farmasiStokMutasi)
    .innerJoin(farmasiStokBatch, eq(farmasiStokBatch.uid, farmasiStokMutasi.batch_uid))
    // The source kind leads farmasi_stok_mutasi_sumber_idx: without it every mutation is read.
    .where(
      and(
        inArray(farmasiStokMutasi.sumber, ['resep_detail', 'resep_racikan']),
        inArray(farmasiStokMutasi.sumber_uid, [...sumber.keys()]),
      ),
    )
    .groupBy(farmasiStokMutasi.sumber_uid);
  const hasil = new Map<string, string>();
  for (const row of rows) {
    const baris = row.sumber_uid ? sumber.get(row.sumber_uid) : undefined;
    if (!baris) continue;
    const lama = hasil.get(baris);
    if (!lama || row.ed < lama) hasil.set(baris, row.ed);
  }
  return hasil;
}

const namaObat = (d: ResepDetail) =>
  d.jenis === 'RACIKAN'
    ? `${d.nama_racikan} (${d.bentuk ? LABEL_BENTUK_RACIKAN[d.bentuk] : 'Racikan'}) – ${d.jumlah} ${d.satuan}`
    : `${d.produk?.nama ?? ''} – ${d.jumlah} ${d.satuan}`;

/**
 * GET /farmasi/obat/request/{uid}/etiket: one label per line on the 80 mm roll, the way a
 * pharmacy sticks them on each packet: prescription number and date, patient, medicine and
 * amount, the signa in large type, the racikan's contents, the earliest expiry dispensed, and
 * 'OBAT LUAR' for what goes on the skin.
 */
export async function cetakEtiket(db: Db, ctx: Ctx, uid: string): Promise<{ nama: string; pdf: Buffer }> {
  const r = await ambilResep(db, uid);
  if (r.status !== 'APPROVED' && r.status !== 'DONE') throw galat.etiketBelumBisa(r.nomor, r.status);
  const [p] = await db
    .select({ tanggal_lahir: pasien.tanggal_lahir })
    .from(pasien)
    .where(eq(pasien.uid, r.pasien.uid));
  const ed = await kedaluwarsaPerBaris(db, r);
  const dok = buatDokumen({
    judul: `Etiket ${r.nomor}`,
    subjek: `Etiket obat ${r.pasien.nama}`,
    kertas: '80mm',
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  const tanggal = formatTanggal(r.selesai_pada ?? r.disetujui_pada ?? r.created_at);
  r.detail.forEach((d, i) => {
    const luar = d.jenis === 'RACIKAN' && d.bentuk !== null && OBAT_LUAR.has(d.bentuk);
    dok.pastikanRuang(130);
    if (i > 0) {
      const y = dok.doc.y;
      dok.doc
        .save()
        .moveTo(dok.kiri, y)
        .lineTo(dok.kiri + dok.lebar, y)
        .dash(3, { space: 2 })
        .stroke()
        .restore();
      dok.spasi(0.6);
    }
    dok.paragraf(luar ? 'ETIKET BIRU – OBAT LUAR' : 'ETIKET PUTIH – OBAT DALAM', {
      tebal: true,
      rata: 'center',
    });
    dok.identitas([
      ['No. Resep', `${r.nomor}${r.nomor_antrian ? ` (${r.nomor_antrian})` : ''}`],
      ['Tanggal', tanggal],
      ['Pasien', `${r.pasien.nama} (${r.pasien.no_rm})`],
      [
        'Umur',
        p
          ? `${formatUmur(p.tanggal_lahir, ctx.now())} – lahir ${formatTanggalPendek(p.tanggal_lahir)}`
          : null,
      ],
    ]);
    dok.paragraf(namaObat(d), { tebal: true });
    if (d.jenis === 'RACIKAN' && d.mix_detail.length)
      dok.paragraf(
        `Isi: ${d.mix_detail
          .map(
            (m) =>
              `${m.produk.nama} ${m.dosis ?? `${formatAngkaMaks(m.jumlah, 3)} ${m.produk.satuan_dasar}`}`,
          )
          .join(', ')}`,
      );
    dok.paragraf(d.aturan_pakai, { tebal: true, ukuran: 12, rata: 'center' });
    if (d.catatan) dok.paragraf(d.catatan, { rata: 'center' });
    if (luar) dok.paragraf('Tidak untuk diminum', { tebal: true, rata: 'center' });
    const kedaluwarsa = ed.get(d.uid);
    if (kedaluwarsa) dok.paragraf(`ED: ${formatTanggalPendek(kedaluwarsa)}`, { rata: 'right' });
  });
  return { nama: `Etiket ${r.nomor}.pdf`, pdf: await dok.selesai() };
}
