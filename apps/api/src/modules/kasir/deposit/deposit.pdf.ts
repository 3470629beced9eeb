import {
  type Deposit,
  formatRupiah,
  formatTanggalWaktu,
  type KertasKasir,
  terbilangRupiah,
} from '@rawat/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { deposit } from '../kasir.tables.ts';
import { ambilDeposit } from './deposit.baca.ts';
import * as galat from './deposit.errors.ts';

/**
 * The slip of a deposit taken in (SETOR) or paid back (REFUND): number, patient, amount with the
 * amount in words, how it moved, the visit's balance at that moment, and who served. PAKAI rows
 * have no slip: the receipt they belong to is theirs.
 */
export async function pdfBuktiDeposit(
  db: Db,
  ctx: Ctx,
  uid: string,
  kertas: KertasKasir,
): Promise<{ nama: string; pdf: Buffer }> {
  const d: Deposit = await ambilDeposit(db, uid);
  if (!d.nomor) throw galat.tanpaBukti();
  const [kop, saldo] = await Promise.all([kopSurat(db), saldoSetelah(db, d)]);
  const setor = d.jenis === 'SETOR';
  const jumlah = Math.abs(d.jumlah);
  const dok = buatDokumen({
    judul: `Bukti ${setor ? 'Setoran' : 'Pengembalian'} Deposit ${d.nomor}`,
    subjek: `Deposit ${d.pasien.nama}`,
    kertas,
    kop,
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(setor ? 'BUKTI SETORAN DEPOSIT' : 'BUKTI PENGEMBALIAN DEPOSIT', { sub: `No. ${d.nomor}` });
  dok.identitas([
    ['Tanggal', formatTanggalWaktu(d.created_at)],
    [setor ? 'Diterima dari' : 'Dikembalikan kepada', d.pasien.nama],
    ['No. RM', d.pasien.no_rm],
    ['Jumlah', formatRupiah(jumlah)],
    ['Metode', [d.label_metode, d.bank?.nama].filter(Boolean).join(' · ') || '-'],
    ['Referensi', d.referensi],
    ['Keterangan', d.keterangan ?? (setor ? 'Deposit (uang muka) perawatan' : 'Pengembalian sisa deposit')],
    ['Saldo deposit', formatRupiah(saldo)],
  ]);
  dok.paragraf(`Terbilang: ${terbilangRupiah(jumlah)}`, { tebal: true });
  if (setor)
    dok.paragraf(
      'Deposit dipakai untuk membayar tagihan kunjungan ini; sisanya dikembalikan. Simpan bukti ini.',
    );
  // A refund is money handed back: the patient (or family) signs for it too, on the left.
  if (!setor && kertas === 'A4') {
    dok.pastikanRuang(120);
    const doc = dok.doc;
    const y = doc.y;
    const opsi = { width: 210, align: 'center' as const };
    doc.text(' ', dok.kiri, y, opsi).text('Penerima', dok.kiri, doc.y, opsi);
    doc.y += 52;
    doc
      .font('tebal')
      .text(d.pasien.nama, dok.kiri, doc.y, { ...opsi, underline: true })
      .font('reguler');
    doc.y = y;
  } else if (!setor) dok.paragraf(`Penerima,\n\n\n\n(${d.pasien.nama})`, { rata: 'center' });
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(new Date(d.created_at))}`,
    jabatan: 'Kasir',
    nama: d.kasir.nama,
  });
  return { nama: `Bukti Deposit ${d.nomor}.pdf`, pdf: await dok.selesai() };
}

/** The visit's balance right after this movement (later ones left out), as the slip shows it. */
async function saldoSetelah(db: Db, d: Deposit): Promise<number> {
  const [r] = await db
    .select({ saldo: sql<string>`coalesce(sum(${deposit.jumlah}), 0)` })
    .from(deposit)
    .where(and(eq(deposit.kunjungan_uid, d.kunjungan_uid), lte(deposit.created_at, new Date(d.created_at))));
  return Number(r?.saldo ?? 0);
}
