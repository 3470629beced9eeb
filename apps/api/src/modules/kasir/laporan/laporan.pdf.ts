import { formatAngka, formatJam, formatTanggalPendek } from '@rawat/domain';
import type { DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../platform/context.ts';
import { buatDokumen, type DokumenPdf, tanggalSurat } from '../../../platform/pdf/pdf.dokumen.ts';
import { kopSurat } from '../../master/faskes/faskes.kop.ts';
import { teksPeriode } from './laporan.rentang.ts';

// What the four printed reports share: the letterhead, the title with its period, small tables,
// the signature of who printed it. PDFs are A4 portrait: the document tool has no landscape.

export const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);
export const periode = (r: { dari: string; sampai: string }) => teksPeriode(r, tgl);
/** '07/01/2030 14.05' in Jakarta. */
export const waktu = (iso: string) => `${formatTanggalPendek(iso)} ${formatJam(iso)}`;
/** Amounts in tables: digits only, the header says '(Rp)'. */
export const angka = (n: number) => formatAngka(n);

/** 'Laporan Kasir 2030-01-01 sd 2030-01-31' (a file name, without extension). */
export const namaBerkas = (judul: string, r: { dari: string; sampai: string }) =>
  r.dari === r.sampai ? `${judul} ${r.dari}` : `${judul} ${r.dari} sd ${r.sampai}`;

/** A blank table cell (an empty string would print '-'). */
export const KOSONG = ' ';

/** The font size of report tables: nine columns must fit A4 portrait. */
export const UKURAN_TABEL = 7.5;

export async function mulaiLaporan(
  db: DbOrTx,
  ctx: Ctx,
  judul: string,
  r: { dari: string; sampai: string },
): Promise<DokumenPdf> {
  const dok = buatDokumen({
    judul: `${judul} ${periode(r)}`,
    kertas: 'A4',
    kop: await kopSurat(db),
    dicetakPada: ctx.now(),
    dicetakOleh: ctx.user?.nama ?? null,
  });
  dok.judul(judul.toUpperCase(), { sub: `Periode ${periode(r)}` });
  return dok;
}

export async function selesaiLaporan(db: DbOrTx, ctx: Ctx, dok: DokumenPdf): Promise<Buffer> {
  const kop = await kopSurat(db);
  dok.tandaTangan({
    tempatTanggal: `${kop?.kota ? `${kop.kota}, ` : ''}${tanggalSurat(ctx.now())}`,
    jabatan: 'Petugas Kasir',
    nama: ctx.user?.nama ?? '(..............................)',
  });
  return dok.selesai();
}

export const jumlahTeks = (n: number, satuan: string) => `${formatAngka(n)} ${satuan}`;
