import { z } from 'zod';

/** The nine per-location pharmacy access values (spec §6). */
export const AKSES_LOKASI = [
  'stock_requisition_create',
  'stock_requisition_reject',
  'transfer_stock',
  'increment_stock',
  'decrement_stock',
  'return_stock',
  'purchase_requisition_create',
  'purchase_order_create',
  'goods_receipt_create',
] as const;

/** One of AKSES_LOKASI. */
export type AksesLokasi = (typeof AKSES_LOKASI)[number];

/** Indonesian label per access value, for checkboxes and badges. */
export const LABEL_AKSES_LOKASI = {
  stock_requisition_create: 'Buat Permintaan Stok (SR)',
  stock_requisition_reject: 'Tolak Permintaan Stok (SR)',
  transfer_stock: 'Transfer Stok',
  increment_stock: 'Tambah Stok',
  decrement_stock: 'Kurangi Stok',
  return_stock: 'Retur Stok',
  purchase_requisition_create: 'Buat Permintaan Pembelian (PR)',
  purchase_order_create: 'Buat Pesanan Pembelian (PO)',
  goods_receipt_create: 'Buat Penerimaan Barang (GR)',
} as const satisfies Record<AksesLokasi, string>;

/** Zod schema accepting only the canonical access values. */
export const aksesLokasiSchema = z.enum(AKSES_LOKASI);

/** Legacy spellings still found in old data, mapped to the canonical value (spec §6 misspelling). */
export const ALIAS_AKSES_LOKASI: Readonly<Record<string, AksesLokasi>> = {
  purchase_oder_create: 'purchase_order_create',
};

function kanonik(s: string): AksesLokasi | null {
  const t = s.trim();
  const alias = Object.hasOwn(ALIAS_AKSES_LOKASI, t) ? ALIAS_AKSES_LOKASI[t] : undefined;
  if (alias) return alias;
  const hasil = aksesLokasiSchema.safeParse(t);
  return hasil.success ? hasil.data : null;
}

/** Zod schema for incoming values: accepts the legacy alias and outputs the canonical value. */
export const aksesLokasiMasukanSchema = z
  .string()
  .transform((s) => kanonik(s) ?? s)
  .pipe(aksesLokasiSchema);

/** Canonical, de-duplicated access list in AKSES_LOKASI order; legacy alias mapped, unknown values dropped. */
export function normalisasiAkses(list: readonly string[]): AksesLokasi[] {
  const ada = new Set<AksesLokasi>();
  for (const s of list) {
    const a = kanonik(s);
    if (a) ada.add(a);
  }
  return AKSES_LOKASI.filter((a) => ada.has(a));
}

/** A user's access list at one pharmacy location. */
export interface EntriAksesLokasi {
  lokasi_uid: string;
  akses: readonly string[];
}

/** Either one location's access list or the user's entries for all locations. */
export type SumberAkses = readonly string[] | readonly EntriAksesLokasi[];

/** Access values that open each stock screen; any one of them is enough (spec §6). */
export const AKSES_LAYAR_STOK = {
  'stok-sr': ['stock_requisition_create', 'stock_requisition_reject', 'transfer_stock'],
  'stok-pr': ['purchase_requisition_create'],
  'stok-po': ['purchase_order_create'],
  'stok-gr': ['goods_receipt_create'],
} as const satisfies Record<string, readonly AksesLokasi[]>;

/** A stock screen key. */
export type LayarStok = keyof typeof AKSES_LAYAR_STOK;

// A list of entries means "the user has it at some location": that decides whether the screen
// (menu item) is shown at all; lokasiYangBoleh then narrows the location picker.
function kumpulkan(sumber: SumberAkses): Set<AksesLokasi> {
  const mentah: string[] = [];
  for (const x of sumber) {
    if (typeof x === 'string') mentah.push(x);
    else mentah.push(...x.akses);
  }
  return new Set(normalisasiAkses(mentah));
}

function bolehLayar(sumber: SumberAkses, layar: LayarStok): boolean {
  const punya = kumpulkan(sumber);
  return AKSES_LAYAR_STOK[layar].some((a) => punya.has(a));
}

/** Stock requisition screen: create SR, reject SR or transfer stock (spec §6). */
export function bolehLayarSR(akses: SumberAkses): boolean {
  return bolehLayar(akses, 'stok-sr');
}

/** Purchase requisition screen: needs purchase_requisition_create (spec §6). */
export function bolehLayarPR(akses: SumberAkses): boolean {
  return bolehLayar(akses, 'stok-pr');
}

/** Purchase order screen: needs purchase_order_create, legacy spelling accepted (spec §6). */
export function bolehLayarPO(akses: SumberAkses): boolean {
  return bolehLayar(akses, 'stok-po');
}

/** Goods receipt screen: needs goods_receipt_create (spec §6). */
export function bolehLayarGR(akses: SumberAkses): boolean {
  return bolehLayar(akses, 'stok-gr');
}

/** Screen rule per stock screen key. */
export const LAYAR_STOK = {
  'stok-sr': bolehLayarSR,
  'stok-pr': bolehLayarPR,
  'stok-po': bolehLayarPO,
  'stok-gr': bolehLayarGR,
} as const satisfies Record<LayarStok, (akses: SumberAkses) => boolean>;

/** Location uids, in first-seen order without duplicates, where the user may open the screen. */
export function lokasiYangBoleh(entries: readonly EntriAksesLokasi[], layar: LayarStok): string[] {
  const hasil: string[] = [];
  for (const uid of new Set(entries.map((e) => e.lokasi_uid))) {
    // Entries for the same location are merged, so split rows from the API still count.
    const diLokasi = entries.filter((e) => e.lokasi_uid === uid);
    if (bolehLayar(diLokasi, layar)) hasil.push(uid);
  }
  return hasil;
}

/** True when the user holds `akses` at `lokasiUid` (legacy spelling accepted, entries merged). */
export function punyaAkses(
  entries: readonly EntriAksesLokasi[],
  lokasiUid: string,
  akses: AksesLokasi,
): boolean {
  return kumpulkan(entries.filter((e) => e.lokasi_uid === lokasiUid)).has(akses);
}
