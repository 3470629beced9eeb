import { createInterface } from 'node:readline';
import { mulaiSimulatorEklaim } from '../modules/eklaim/eklaim.simulator.ts';
import { argumen, bilangan } from './argumen.ts';

// npm run sim:eklaim [-- --port 3941] [-- --kunci <64 hex>] [-- --debug]   (docs/eklaim.md)
// A local E-Klaim (INA-CBG) web service for demos: claims in memory, a small deterministic grouper
// (NOT the Ministry's), the Encryption Key checked on every request and answers encrypted like
// E-Klaim. --debug also takes plain JSON at ?mode=debug, as E-Klaim's enable_debug=1 does.

/** The demo key (64 hex): for this simulator only, never a hospital's. */
const KUNCI_DEMO = 'a54637e831359245abbdea3000606e46eba97a2d348699470e10673a77d6c94c';

const env = process.env;
const port = bilangan(argumen('port') ?? env.RAWAT_EKLAIM_SIM_PORT, 3941, 'port');
const kunci = argumen('kunci') ?? env.RAWAT_EKLAIM_SIM_KUNCI ?? KUNCI_DEMO;
const debug = process.argv.includes('--debug') || env.RAWAT_EKLAIM_SIM_DEBUG === '1';

const sim = await mulaiSimulatorEklaim({
  port,
  host: env.RAWAT_EKLAIM_SIM_HOST || '127.0.0.1',
  kunci,
  debug,
  catat: (baris) => console.log(`  ${new Date().toISOString().slice(11, 19)}  ${baris}`),
}).catch((err: unknown) => {
  console.error(`Simulator E-Klaim tidak dapat dimulai: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});

console.log(`
  Simulator E-Klaim INA-CBG berjalan di ${sim.url}  (BUKAN E-Klaim Kemenkes sungguhan)

  Isi di Rawat, menu Pengaturan Bridging (/pengaturan-bridging), tab E-Klaim INA-CBG:
    Alamat web service : ${sim.url}
    Kunci enkripsi     : ${sim.kunci}
    Kode tarif INA-CBG : CP (atau kode lain; tarif simulasi menyesuaikan)
    NIK coder bawaan   : 16 digit angka apa pun
    Aktif              : ya   lalu tekan "Uji koneksi".

  Grouper simulasi: J18 pneumonia, E11 diabetes, I10 hipertensi, O80 persalinan normal,
    prosedur 47.0x apendektomi, 74.x seksio sesarea, 81.51-81.55 penggantian sendi panggul/lutut
    (dengan pilihan special CMG), rawat jalan Q-5-xx. ${debug ? 'Mode debug aktif (?mode=debug, JSON polos).' : ''}
  Perintah: klaim | keluar
`);

async function berhenti() {
  await sim.tutup();
  process.exit(0);
}
process.on('SIGINT', berhenti);
process.on('SIGTERM', berhenti);

if (process.stdin.isTTY) {
  const rl = createInterface({ input: process.stdin });
  rl.on('line', (baris) => {
    const perintah = baris.trim();
    if (perintah === 'klaim') console.log(JSON.stringify(sim.klaim(), null, 2));
    else if (perintah === 'keluar') void berhenti();
    else if (perintah) console.log('  Perintah: klaim | keluar');
  });
}
