import { describe, expect, it } from 'vitest';
import {
  AKSES_LAYAR_STOK,
  AKSES_LOKASI,
  aksesLokasiMasukanSchema,
  aksesLokasiSchema,
  bolehLayarGR,
  bolehLayarPO,
  bolehLayarPR,
  bolehLayarSR,
  type EntriAksesLokasi,
  LABEL_AKSES_LOKASI,
  LAYAR_STOK,
  lokasiYangBoleh,
  normalisasiAkses,
  punyaAkses,
} from './akses-lokasi.ts';

describe('constants', () => {
  it('lists the nine spec §6 values in order', () => {
    expect(AKSES_LOKASI).toEqual([
      'stock_requisition_create',
      'stock_requisition_reject',
      'transfer_stock',
      'increment_stock',
      'decrement_stock',
      'return_stock',
      'purchase_requisition_create',
      'purchase_order_create',
      'goods_receipt_create',
    ]);
  });

  it('labels every value in Indonesian', () => {
    expect(Object.keys(LABEL_AKSES_LOKASI).sort()).toEqual([...AKSES_LOKASI].sort());
    expect(LABEL_AKSES_LOKASI.stock_requisition_create).toBe('Buat Permintaan Stok (SR)');
    expect(LABEL_AKSES_LOKASI.purchase_order_create).toBe('Buat Pesanan Pembelian (PO)');
    expect(LABEL_AKSES_LOKASI.goods_receipt_create).toBe('Buat Penerimaan Barang (GR)');
  });
});

describe('schemas', () => {
  it('aksesLokasiSchema accepts canonical values only', () => {
    expect(aksesLokasiSchema.parse('transfer_stock')).toBe('transfer_stock');
    expect(aksesLokasiSchema.safeParse('purchase_oder_create').success).toBe(false);
  });

  it('aksesLokasiMasukanSchema maps the legacy spelling', () => {
    expect(aksesLokasiMasukanSchema.parse('purchase_oder_create')).toBe('purchase_order_create');
    expect(aksesLokasiMasukanSchema.parse('purchase_order_create')).toBe('purchase_order_create');
    expect(aksesLokasiMasukanSchema.safeParse('hapus_semua').success).toBe(false);
    expect(aksesLokasiMasukanSchema.safeParse(3).success).toBe(false);
  });
});

describe('normalisasiAkses', () => {
  it('maps the alias, drops unknown values, de-duplicates and orders canonically', () => {
    expect(
      normalisasiAkses([
        'goods_receipt_create',
        'purchase_oder_create',
        'x',
        'transfer_stock',
        'transfer_stock',
      ]),
    ).toEqual(['transfer_stock', 'purchase_order_create', 'goods_receipt_create']);
  });

  it('collapses alias and canonical spellings into one', () => {
    expect(normalisasiAkses(['purchase_oder_create', 'purchase_order_create'])).toEqual([
      'purchase_order_create',
    ]);
  });

  it('trims whitespace but is case-sensitive', () => {
    expect(normalisasiAkses([' return_stock ', 'RETURN_STOCK'])).toEqual(['return_stock']);
  });

  it('ignores inherited object keys', () => {
    expect(normalisasiAkses(['toString', 'constructor', '__proto__'])).toEqual([]);
  });

  it('returns an empty list for empty input', () => {
    expect(normalisasiAkses([])).toEqual([]);
  });
});

describe('screen rules on one location', () => {
  it('SR needs any of create SR, reject SR or transfer stock', () => {
    expect(bolehLayarSR(['stock_requisition_create'])).toBe(true);
    expect(bolehLayarSR(['stock_requisition_reject'])).toBe(true);
    expect(bolehLayarSR(['transfer_stock'])).toBe(true);
    expect(bolehLayarSR(['increment_stock', 'decrement_stock', 'return_stock'])).toBe(false);
    expect(bolehLayarSR([])).toBe(false);
  });

  it('PR, PO and GR need their create access', () => {
    expect(bolehLayarPR(['purchase_requisition_create'])).toBe(true);
    expect(bolehLayarPR(['purchase_order_create', 'goods_receipt_create'])).toBe(false);
    expect(bolehLayarPO(['purchase_order_create'])).toBe(true);
    expect(bolehLayarPO(['purchase_oder_create'])).toBe(true);
    expect(bolehLayarPO(['purchase_requisition_create'])).toBe(false);
    expect(bolehLayarGR(['goods_receipt_create'])).toBe(true);
    expect(bolehLayarGR(['transfer_stock'])).toBe(false);
  });

  it('exposes the rules by screen key', () => {
    expect(Object.keys(LAYAR_STOK)).toEqual(['stok-sr', 'stok-pr', 'stok-po', 'stok-gr']);
    expect(Object.keys(AKSES_LAYAR_STOK)).toEqual(Object.keys(LAYAR_STOK));
    expect(LAYAR_STOK['stok-sr'](['transfer_stock'])).toBe(true);
    expect(LAYAR_STOK['stok-pr'](['transfer_stock'])).toBe(false);
    expect(LAYAR_STOK['stok-po'](['purchase_oder_create'])).toBe(true);
    expect(LAYAR_STOK['stok-gr'](['goods_receipt_create'])).toBe(true);
  });
});

const entries: EntriAksesLokasi[] = [
  {
    lokasi_uid: 'gudang',
    akses: ['purchase_requisition_create', 'purchase_oder_create', 'goods_receipt_create'],
  },
  { lokasi_uid: 'apotek-rj', akses: ['stock_requisition_create'] },
  { lokasi_uid: 'apotek-ri', akses: ['transfer_stock'] },
  { lokasi_uid: 'depo-igd', akses: ['increment_stock'] },
  { lokasi_uid: 'depo-igd', akses: ['stock_requisition_reject'] },
];

describe('screen rules on entries for all locations', () => {
  it('allows a screen when any location grants it', () => {
    expect(bolehLayarSR(entries)).toBe(true);
    expect(bolehLayarPR(entries)).toBe(true);
    expect(bolehLayarPO(entries)).toBe(true);
    expect(bolehLayarGR(entries)).toBe(true);
    expect(bolehLayarGR(entries.filter((e) => e.lokasi_uid !== 'gudang'))).toBe(false);
  });

  it('denies everything without entries', () => {
    const kosong: EntriAksesLokasi[] = [];
    for (const aturan of Object.values(LAYAR_STOK)) expect(aturan(kosong)).toBe(false);
  });
});

describe('lokasiYangBoleh', () => {
  it('returns the locations allowing the screen, merging split entries', () => {
    expect(lokasiYangBoleh(entries, 'stok-sr')).toEqual(['apotek-rj', 'apotek-ri', 'depo-igd']);
    expect(lokasiYangBoleh(entries, 'stok-pr')).toEqual(['gudang']);
    expect(lokasiYangBoleh(entries, 'stok-po')).toEqual(['gudang']);
    expect(lokasiYangBoleh(entries, 'stok-gr')).toEqual(['gudang']);
    expect(lokasiYangBoleh([], 'stok-sr')).toEqual([]);
  });
});

describe('punyaAkses', () => {
  it('checks one access at one location', () => {
    expect(punyaAkses(entries, 'gudang', 'goods_receipt_create')).toBe(true);
    expect(punyaAkses(entries, 'gudang', 'purchase_order_create')).toBe(true);
    expect(punyaAkses(entries, 'gudang', 'transfer_stock')).toBe(false);
    expect(punyaAkses(entries, 'apotek-ri', 'goods_receipt_create')).toBe(false);
    expect(punyaAkses(entries, 'depo-igd', 'increment_stock')).toBe(true);
    expect(punyaAkses(entries, 'depo-igd', 'stock_requisition_reject')).toBe(true);
    expect(punyaAkses(entries, 'tidak-ada', 'increment_stock')).toBe(false);
  });
});
