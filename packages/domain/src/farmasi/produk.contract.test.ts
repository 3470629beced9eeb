import { describe, expect, it } from 'vitest';
import { hargaDasar, periksaKonversi, produkInputSchema } from './produk.contract.ts';

describe('periksaKonversi', () => {
  it('computes the content of each unit in base units', () => {
    const k = periksaKonversi([
      { satuan: 'Tablet', isi: 1, satuan_isi: null },
      { satuan: 'Strip', isi: 10, satuan_isi: 'Tablet' },
      { satuan: 'Box', isi: 10, satuan_isi: 'strip' },
    ]);
    expect(k).toEqual({ ok: true, isiDasar: [1, 10, 100] });
  });

  it('refuses a missing base unit, a forward reference (cycle), repeats and a unit of 1', () => {
    const k = periksaKonversi([
      { satuan: 'Tablet', isi: 2, satuan_isi: null },
      { satuan: 'Strip', isi: 10, satuan_isi: 'Box' },
      { satuan: 'Box', isi: 10, satuan_isi: 'Strip' },
      { satuan: 'tablet', isi: 1, satuan_isi: 'Tablet' },
    ]);
    expect(k.ok).toBe(false);
    if (!k.ok) expect(k.errors.map((e) => e.path)).toEqual(['0.isi', '1.satuan_isi', '3.satuan', '3.isi']);
    expect(periksaKonversi([]).ok).toBe(false);
  });
});

describe('hargaDasar', () => {
  it('is HNA plus PPN rounded half up to whole rupiah', () => {
    expect(hargaDasar(1234, 11)).toBe(1370);
    expect(hargaDasar(150, 11)).toBe(167);
    expect(hargaDasar(1000, 0)).toBe(1000);
  });
});

describe('produkInputSchema', () => {
  it('treats an empty select as no reference and reports conversion errors on their rows', () => {
    const r = produkInputSchema.safeParse({
      kode: 'x1',
      nama: 'Uji',
      kategori_uid: '00000000-0000-4000-8000-000000000000',
      varian_uid: '',
      hna: '100',
      konversi: [
        { satuan: 'Tablet', isi: '1' },
        { satuan: 'Strip', isi: '10', satuan_isi: 'Kapsul' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['konversi.1.satuan_isi']);
  });
});
