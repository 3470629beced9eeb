import type { Asuransi, AsuransiInput, Bank, BankInput, StatusAktif } from '@rawat/domain';
import { layananMaster } from '../crud/crud.service.ts';
import { asuransi, bank } from './keuangan.tables.ts';

type BarisBank = typeof bank.$inferSelect;
type BarisAsuransi = typeof asuransi.$inferSelect;

const tanggal = (r: { created_at: Date; updated_at: Date }) => ({
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const layananBank = layananMaster<BarisBank, Bank, BankInput>({
  tabel: bank,
  entitas: 'bank',
  label: 'Bank',
  namaUnik: true,
  keNilai: (i) => ({ ...i }),
  keDto: (rows) => rows.map((r) => ({ ...r, status: r.status as StatusAktif, ...tanggal(r) })),
});

export const layananAsuransi = layananMaster<BarisAsuransi, Asuransi, AsuransiInput>({
  tabel: asuransi,
  entitas: 'asuransi',
  label: 'Asuransi',
  namaUnik: true,
  keNilai: (i) => ({ ...i }),
  keDto: (rows) =>
    rows.map((r) => ({
      ...r,
      persen_markup: Number(r.persen_markup),
      status: r.status as StatusAktif,
      ...tanggal(r),
    })),
});
