import type { TabelRl } from '@rawat/domain';
import { exceljs } from '../../../platform/pustaka-malas.ts';

const ISI_KEPALA = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3F2FD' } } as const;
const GARIS = { style: 'thin' } as const;

/**
 * One worksheet per sub-form, laid out as the form: title and period, then the column headings in
 * the official order — a group heading merged across its columns above the sub-headings (L/P,
 * classes), a heading without a group merged down both rows — then the rows, the totals and a note.
 * Numbers stay numbers so the sheet can be summed or pasted into SIRS.
 */
export async function bukuKerjaRl(judulLaporan: string, periode: string, tabel: readonly TabelRl[]) {
  const wb = new (exceljs().Workbook)();
  wb.creator = 'Rawat SIMRS';
  for (const t of tabel) {
    const ws = wb.addWorksheet(t.kode.replace(/[^\w .-]/g, ''));
    ws.addRow([`Formulir ${t.kode} ${t.judul}`]).font = { bold: true, size: 13 };
    ws.addRow([`${judulLaporan} · Periode ${periode}`]);
    ws.addRow([]);
    const berkelompok = t.kolom.some((k) => k.grup !== null);
    const r1 = 4;
    const r2 = berkelompok ? 5 : 4;
    ws.getRow(r1).values = t.kolom.map((k) => k.grup ?? k.label);
    if (berkelompok) {
      ws.getRow(r2).values = t.kolom.map((k) => (k.grup === null ? null : k.label));
      let i = 0;
      while (i < t.kolom.length) {
        const k = t.kolom[i];
        let j = i;
        if (k?.grup === null) ws.mergeCells(r1, i + 1, r2, i + 1);
        else {
          while (j + 1 < t.kolom.length && t.kolom[j + 1]?.grup === k?.grup) j++;
          if (j > i) ws.mergeCells(r1, i + 1, r1, j + 1);
        }
        i = j + 1;
      }
    }
    for (const r of [r1, r2]) {
      const row = ws.getRow(r);
      row.font = { bold: true };
      row.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
      for (let c = 1; c <= t.kolom.length; c++) {
        const cell = row.getCell(c);
        cell.fill = ISI_KEPALA;
        cell.border = { top: GARIS, bottom: GARIS, left: GARIS, right: GARIS };
      }
    }
    for (const b of t.baris) ws.addRow(b);
    if (t.total) ws.addRow(t.total).font = { bold: true };
    if (t.catatan) {
      ws.addRow([]);
      ws.addRow([`Catatan: ${t.catatan}`]).font = { italic: true };
    }
    t.kolom.forEach((k, i) => {
      const col = ws.getColumn(i + 1);
      col.width = k.jenis === 'teks' ? (k.label === 'No' ? 5 : k.label.startsWith('Kode') ? 12 : 32) : 11;
      if (k.jenis === 'angka') col.numFmt = '#,##0';
      if (k.jenis === 'desimal') col.numFmt = '#,##0.00';
    });
    ws.views = [{ state: 'frozen', ySplit: r2 }];
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
