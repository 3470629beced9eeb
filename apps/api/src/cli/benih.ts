import { folderBenih, pastikanBenih } from '../db/benih.ts';
import { muatKatalog } from '../modules/katalog/katalog.seed.ts';

// Part of the build (scripts/start.mjs): the migrated, catalogued template a fresh embedded
// database starts from (apps/api/src/db/benih.ts), made before the first start needs it.
const berkas = await pastikanBenih(muatKatalog, folderBenih());
console.log(`  Templat basis data: ${berkas}`);
