import path from 'node:path';
import { loadConfig } from '../config.ts';
import { GagalPulih, pulihkan } from '../platform/cadangan/pulih.ts';

// npm run restore -- <arsip.tar> [--paksa]                       (docs/cadangan.md)
// Into the configured database (DATABASE_URL, or the PGlite folder RAWAT_DATA_DIR) and upload
// folder; the server must be stopped. --paksa: restore over what is there (set aside, not deleted).
const argumen = process.argv.slice(2);
const arsip = argumen.find((a) => !a.startsWith('--'));
if (!arsip) {
  console.error('Pemakaian: npm run restore -- <rawat-backup-….tar> [--paksa]');
  process.exit(1);
}

const config = loadConfig();
const mulai = Date.now();
try {
  const hasil = await pulihkan({
    arsip: path.resolve(process.env.INIT_CWD ?? process.cwd(), arsip),
    tujuan: config.databaseUrl
      ? { jenis: 'postgres', url: config.databaseUrl }
      : { jenis: 'pglite', dataDir: config.dataDir },
    berkasDir: config.berkasDir,
    paksa: argumen.includes('--paksa'),
    lapor: (baris) => console.log(baris),
  });
  const m = hasil.manifest;
  const baris = Object.values(m.tabel).reduce((a, b) => a + b, 0);
  console.log(`Pemulihan selesai dalam ${((Date.now() - mulai) / 1000).toFixed(1)} dtk.`);
  console.log(
    `  Cadangan ${m.dibuat_pada} (Rawat ${m.aplikasi.versi}, migrasi ${m.migrasi.terakhir}): ${Object.keys(m.tabel).length} tabel, ${baris} baris dan ${m.berkas.jumlah} berkas cocok dengan manifest.`,
  );
  for (const d of hasil.disisihkan) console.log(`  Isi lama dipindahkan ke ${d}`);
  console.log('Jalankan server (npm start); migrasi yang lebih baru dipasang otomatis saat mulai.');
} catch (err) {
  console.error(`Pemulihan GAGAL: ${err instanceof Error ? err.message : err}`);
  if (!(err instanceof GagalPulih) && err instanceof Error && err.stack) console.error(err.stack);
  process.exitCode = 1;
}
