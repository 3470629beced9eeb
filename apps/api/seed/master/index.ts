import type { DbOrTx } from '../../src/db/client.ts';
import { seedFaskes } from './faskes.ts';
import { seedKeuangan } from './keuangan.ts';
import { seedLabor } from './labor.ts';
import { seedOrganisasi } from './organisasi.ts';
import { seedPoli } from './poli.ts';
import { seedRadiologi } from './radiologi.ts';
import { seedRuangan } from './ruangan.ts';
import { seedSdm } from './sdm.ts';
import { seedTindakan } from './tindakan.ts';

/** Demo master data of a small hospital, in dependency order. Each step is idempotent. */
export async function seedMaster(tx: DbOrTx): Promise<void> {
  await seedOrganisasi(tx);
  await seedFaskes(tx);
  await seedKeuangan(tx);
  await seedPoli(tx);
  // Doctors and nurses link to polyclinics and to the demo accounts.
  await seedSdm(tx);
  await seedTindakan(tx);
  await seedLabor(tx);
  await seedRadiologi(tx);
  await seedRuangan(tx);
}
