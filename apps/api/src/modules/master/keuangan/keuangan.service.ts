import {
  type Asuransi,
  type AsuransiInput,
  type Bank,
  type BankInput,
  LABEL_PENJAMIN_TARIF,
  type Penjamin,
  persenMarkup,
} from '@rawat/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { dtoDasar, layananMaster } from '../crud/crud.service.ts';
import { asuransi, bank } from './keuangan.tables.ts';

type BarisBank = typeof bank.$inferSelect;
type BarisAsuransi = typeof asuransi.$inferSelect;

export const layananBank = layananMaster<BarisBank, Bank, BankInput>({
  tabel: bank,
  entitas: 'bank',
  label: 'Bank',
  namaUnik: true,
  keNilai: (i) => ({ ...i }),
  keDto: (rows) => rows.map((r) => ({ ...r, ...dtoDasar(r) })),
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
      ...dtoDasar(r),
    })),
});

/** The payers to choose from: UMUM, BPJS, ASKES with their fixed markup, then each active insurer. */
export async function daftarPenjamin(db: DbOrTx): Promise<Penjamin[]> {
  const tetap: Penjamin[] = (['UMUM', 'BPJS', 'ASKES'] as const).map((jenis) => ({
    jenis,
    penjamin_tarif: jenis,
    asuransi_uid: null,
    nama: LABEL_PENJAMIN_TARIF[jenis],
    persen_markup: persenMarkup(jenis),
    plafon: null,
  }));
  const insurer = await db
    .select()
    .from(asuransi)
    .where(eq(asuransi.status, 'AKTIF'))
    .orderBy(asc(asuransi.nama));
  return [
    ...tetap,
    ...insurer.map((a) => ({
      jenis: 'Lainnya' as const,
      penjamin_tarif: 'ASURANSI' as const,
      asuransi_uid: a.uid,
      nama: a.nama,
      persen_markup: Number(a.persen_markup),
      plafon: a.plafon,
    })),
  ];
}
