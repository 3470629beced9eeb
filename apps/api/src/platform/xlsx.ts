import type { Reply } from './http.ts';
import { exceljs } from './pustaka-malas.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface KolomXlsx<T> {
  header: string;
  width?: number;
  /** 'angka' and 'rupiah' are numbers with Indonesian-looking formats, so Excel can still sum them. */
  jenis?: 'teks' | 'angka' | 'rupiah';
  nilai: (row: T) => string | number | null;
}

/**
 * One worksheet: the title and subtitle rows, a bold header, the rows, and a bold totals row when
 * `total` is given. Numbers stay numbers (Excel sums them); the format only changes how they look.
 */
export async function bukuKerja<T>(
  judul: string,
  subjudul: string,
  kolom: KolomXlsx<T>[],
  rows: readonly T[],
  total?: T,
): Promise<Buffer> {
  const wb = new (exceljs().Workbook)();
  wb.creator = 'Rawat SIMRS';
  const ws = wb.addWorksheet(judul.slice(0, 31));
  ws.addRow([judul]).font = { bold: true, size: 14 };
  ws.addRow([subjudul]);
  ws.addRow([]);
  const header = ws.addRow(kolom.map((k) => k.header));
  header.font = { bold: true };
  header.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3F2FD' } };
    c.border = { bottom: { style: 'thin' } };
  });
  for (const r of rows) ws.addRow(kolom.map((k) => k.nilai(r)));
  if (total !== undefined) {
    const baris = ws.addRow(kolom.map((k) => k.nilai(total)));
    baris.font = { bold: true };
    baris.eachCell((c) => {
      c.border = { top: { style: 'thin' } };
    });
  }
  kolom.forEach((k, i) => {
    const col = ws.getColumn(i + 1);
    col.width = k.width ?? 16;
    if (k.jenis === 'angka') col.numFmt = '#,##0';
    if (k.jenis === 'rupiah') col.numFmt = '"Rp"#,##0';
  });
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends a workbook as a download named in Indonesian ('Laporan Mutasi Stok Gudang 2030-01-01 sd 2030-01-31.xlsx'). */
export function kirimXlsx(reply: Reply, namaFile: string, isi: Buffer) {
  const aman = namaFile.replace(/[^\w .-]/g, '');
  return reply
    .header('content-type', XLSX_MIME)
    .header(
      'content-disposition',
      `attachment; filename="${aman}"; filename*=UTF-8''${encodeURIComponent(namaFile)}`,
    )
    .send(isi);
}
