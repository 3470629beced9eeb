import type { DbOrTx } from '../../src/db/client.ts';
import { asuransi, bank } from '../../src/modules/master/keuangan/keuangan.tables.ts';

/** Banks the demo hospital receives payments through, and the insurers it has contracts with. */
export async function seedKeuangan(tx: DbOrTx): Promise<void> {
  await tx
    .insert(bank)
    .values([
      {
        kode: 'BRI',
        nama: 'Bank Rakyat Indonesia',
        no_rekening: '0123-01-000456-30-2',
        atas_nama: 'RSU Rawat Sehat',
      },
      { kode: 'BNI', nama: 'Bank Negara Indonesia', no_rekening: '0987654321', atas_nama: 'RSU Rawat Sehat' },
      {
        kode: 'MANDIRI',
        nama: 'Bank Mandiri',
        no_rekening: '137-00-1234567-8',
        atas_nama: 'RSU Rawat Sehat',
      },
      { kode: 'BCA', nama: 'Bank Central Asia', no_rekening: '8720123456', atas_nama: 'RSU Rawat Sehat' },
      {
        kode: 'BSI',
        nama: 'Bank Syariah Indonesia',
        no_rekening: '7123456789',
        atas_nama: 'RSU Rawat Sehat',
      },
      { kode: 'BPD', nama: 'Bank Pembangunan Daerah', keterangan: 'Rekening penerimaan retribusi' },
    ])
    .onConflictDoNothing();
  await tx
    .insert(asuransi)
    .values([
      { kode: 'ADMEDIKA', nama: 'AdMedika', persen_markup: 30, telepon: '021-5795 1234' },
      { kode: 'PRUDENTIAL', nama: 'Prudential Indonesia', persen_markup: 35, plafon: 25_000_000 },
      { kode: 'ALLIANZ', nama: 'Allianz Life Indonesia', persen_markup: 35, plafon: 20_000_000 },
      { kode: 'MANULIFE', nama: 'Manulife Indonesia', persen_markup: 30 },
      {
        kode: 'JASARAHARJA',
        nama: 'Jasa Raharja',
        persen_markup: 20,
        plafon: 20_000_000,
        keterangan: 'Santunan korban kecelakaan lalu lintas',
      },
      { kode: 'TASPEN', nama: 'PT Taspen (Persero)', persen_markup: 20 },
    ])
    .onConflictDoNothing();
}
