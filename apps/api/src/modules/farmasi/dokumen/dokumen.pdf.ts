import {
  type DokumenStok,
  formatAngka,
  formatRupiah,
  LABEL_STATUS_DOKUMEN_STOK,
  terbilangRupiah,
} from '@rawat/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import type { KopSurat } from '../../../platform/pdf/pdf.kop.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import { ambilDokumen } from './dokumen.baca.ts';

interface SupplierPo {
  nama: string;
  alamat: string | null;
  telepon: string | null;
  kontak_nama: string | null;
}

/** Quantity as ordered: '10 Box (1.000 Tablet)'; in the base unit when that is what was chosen. */
export function jumlahKemasan(i: DokumenStok['items'][number]): string {
  const dasar = `${formatAngka(i.jumlah)} ${i.produk.satuan_dasar}`;
  if (i.isi <= 1 || i.jumlah % i.isi !== 0) return dasar;
  return `${formatAngka(i.jumlah / i.isi)} ${i.satuan} (${dasar})`;
}

/**
 * The purchase order (Surat Pesanan) on A4: letterhead, number and date, the supplier and the
 * delivery location, the lines with price per base unit and subtotal, the total in figures and
 * words, and the signature of who ordered. A cancelled order says so under the title.
 */
export async function pdfPo(
  po: DokumenStok,
  supplier: SupplierPo | null,
  opsi: { kop: KopSurat | null; dicetakPada: Date; dicetakOleh: string | null },
): Promise<Buffer> {
  const dok = buatDokumen({
    judul: `Surat Pesanan ${po.nomor}`,
    subjek: `Pesanan pembelian ke ${po.supplier?.nama ?? '-'}`,
    kertas: 'A4',
    kop: opsi.kop,
    dicetakPada: opsi.dicetakPada,
    dicetakOleh: opsi.dicetakOleh,
  });
  dok.judul('SURAT PESANAN (PURCHASE ORDER)', {
    sub: `Nomor: ${po.nomor}${po.status === 'BATAL' ? ` — ${LABEL_STATUS_DOKUMEN_STOK.BATAL.toUpperCase()}` : ''}`,
  });
  dok.identitas(
    [
      ['Kepada', supplier?.nama ?? po.supplier?.nama ?? '-'],
      ['Tanggal', tanggalSurat(new Date(`${po.tanggal}T12:00:00+07:00`))],
      ['Alamat', supplier?.alamat ?? null],
      ['Dikirim ke', po.lokasi.nama],
      ['Telepon', supplier?.telepon ?? null],
      ['Rujukan PR', po.rujukan?.nomor ?? null],
      ['Up.', supplier?.kontak_nama ?? null],
      ['Status', LABEL_STATUS_DOKUMEN_STOK[po.status]],
    ],
    { kolom: 2 },
  );
  dok.paragraf('Dengan hormat, mohon dikirimkan barang-barang berikut:', { rata: 'left' });
  dok.tabel(
    [
      { judul: 'No', lebar: 0.5, rata: 'center' },
      { judul: 'Kode', lebar: 1.2 },
      { judul: 'Nama Barang', lebar: 4 },
      { judul: 'Jumlah', lebar: 2.4, rata: 'right' },
      { judul: 'Harga/Satuan Dasar', lebar: 1.8, rata: 'right' },
      { judul: 'Subtotal', lebar: 1.9, rata: 'right' },
    ],
    [
      ...po.items.map((i) => [
        i.posisi,
        i.produk.kode,
        i.produk.nama,
        jumlahKemasan(i),
        formatRupiah(i.harga_satuan),
        formatRupiah(i.subtotal),
      ]),
      ['', '', 'TOTAL (termasuk PPN)', '', '', formatRupiah(po.total)],
    ],
  );
  dok.paragraf(`Terbilang: ${terbilangRupiah(po.total)}`, { rata: 'left' });
  if (po.catatan) dok.paragraf(`Catatan: ${po.catatan}`, { rata: 'left' });
  if (po.alasan) dok.paragraf(`Alasan pembatalan: ${po.alasan}`, { rata: 'left' });
  dok.spasi(0.5).tandaTangan({
    tempatTanggal: `${opsi.kop?.kota ? `${opsi.kop.kota}, ` : ''}${tanggalSurat(new Date(`${po.tanggal}T12:00:00+07:00`))}`,
    jabatan: 'Pemesan,',
    nama: po.dibuat_oleh ?? '(..............................)',
  });
  return dok.selesai();
}

/** GET /farmasi/stok/po/:uid/pdf: the order as printed, with the facility letterhead. */
export async function cetakPo(db: Db, ctx: Ctx, uid: string): Promise<{ nama: string; pdf: Buffer }> {
  const po = await ambilDokumen(db, uid, 'PO');
  const [supplier] = po.supplier
    ? await db
        .select({
          nama: farmasiSupplier.nama,
          alamat: farmasiSupplier.alamat,
          telepon: farmasiSupplier.telepon,
          kontak_nama: farmasiSupplier.kontak_nama,
        })
        .from(farmasiSupplier)
        .where(eq(farmasiSupplier.uid, po.supplier.uid))
    : [];
  const pdf = await pdfPo(po, supplier ?? null, {
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  return { nama: `${po.nomor}.pdf`, pdf };
}
