import { toNestErrors } from '@hookform/resolvers';
import {
  type BentukRacikan,
  type JenisDetailResep,
  type ObatResep,
  type ResepInput,
  resepInputSchema,
  SATUAN_BENTUK_RACIKAN,
} from '@rawat/domain';
import type { FieldError, Resolver } from 'react-hook-form';

// The 'Tulis Resep' form: rows as the screen holds them (a chosen product, typed text), turned
// into the API's prescription only when checked or sent.

export interface BahanForm {
  produk: ObatResep | null;
  jumlah: string;
  dosis: string;
}
export interface BarisForm {
  jenis: JenisDetailResep;
  produk: ObatResep | null;
  jumlah: string;
  aturan_pakai: string;
  nama_racikan: string;
  bentuk: BentukRacikan;
  satuan: string;
  mix: BahanForm[];
}
export interface FormResep {
  catatan: string;
  detail: BarisForm[];
}

export const bahanKosong = (): BahanForm => ({ produk: null, jumlah: '', dosis: '' });
export const barisKosong = (jenis: JenisDetailResep): BarisForm => ({
  jenis,
  produk: null,
  jumlah: jenis === 'RACIKAN' ? '10' : '',
  aturan_pakai: '',
  nama_racikan: '',
  bentuk: 'PUYER',
  satuan: SATUAN_BENTUK_RACIKAN.PUYER,
  mix: jenis === 'RACIKAN' ? [bahanKosong(), bahanKosong()] : [],
});

/** The form as the API wants it: positions follow the rows' order on screen (1, 2, …). */
function keInput(v: FormResep): unknown {
  return {
    catatan: v.catatan,
    detail: v.detail.map((d, i) =>
      d.jenis === 'NON_RACIKAN'
        ? {
            jenis: d.jenis,
            config: { position: i + 1 },
            produk_uid: d.produk?.uid ?? '',
            jumlah: d.jumlah,
            aturan_pakai: d.aturan_pakai,
          }
        : {
            jenis: d.jenis,
            config: { position: i + 1 },
            nama_racikan: d.nama_racikan,
            bentuk: d.bentuk,
            jumlah: d.jumlah,
            satuan: d.satuan,
            aturan_pakai: d.aturan_pakai,
            mix_detail: d.mix.map((m, j) => ({
              position: j + 1,
              produk_uid: m.produk?.uid ?? '',
              jumlah: m.jumlah.replace(',', '.'),
              dosis: m.dosis,
            })),
          },
    ),
  };
}

const FIELD_BARIS = ['jumlah', 'aturan_pakai', 'nama_racikan', 'bentuk', 'satuan'];

/** An API error path ('detail.1.mix_detail.0.produk_uid') → the form field showing it, or 'root.umum'. */
export function keField(path: readonly PropertyKey[]): string {
  const [a, i, b, j, c] = path.map(String);
  if (a === 'catatan') return 'catatan';
  if (a !== 'detail') return 'root.umum';
  if (i === undefined) return 'detail.root';
  if (b === 'produk_uid') return `detail.${i}.produk`;
  if (b && FIELD_BARIS.includes(b)) return `detail.${i}.${b}`;
  if (b === 'mix_detail') {
    if (j === undefined) return `detail.${i}.mix.root`;
    if (c === 'produk_uid') return `detail.${i}.mix.${j}.produk`;
    if (c === 'jumlah' || c === 'dosis') return `detail.${i}.mix.${j}.${c}`;
  }
  return 'root.umum';
}

// The server's own contract checks the form, so the screen refuses exactly what the API would.
export const resolver: Resolver<FormResep, unknown, ResepInput> = async (values, _ctx, options) => {
  const hasil = resepInputSchema.safeParse(keInput(values));
  if (hasil.success) return { values: hasil.data, errors: {} };
  const datar: Record<string, FieldError> = {};
  for (const i of hasil.error.issues) datar[keField(i.path)] ??= { type: i.code, message: i.message };
  return { values: {}, errors: toNestErrors(datar, options) };
};
