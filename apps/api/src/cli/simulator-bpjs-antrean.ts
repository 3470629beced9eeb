import { createInterface } from 'node:readline';
import { type ModeGangguan, mulaiSimulatorAntrean } from '../modules/bpjs/antrean/antrean.simulator.ts';
import { argumen, bilangan } from './argumen.ts';

// npm run sim:bpjs [-- --port 3930] [-- --gagal 60] [-- --lambat 5000]   (docs/bpjs-antrean.md)
// A local BPJS Antrean RS for demos: it checks the signature headers, answers encrypted like BPJS,
// validates task IDs, and keeps everything in memory until it stops. It can be told to fail.

const env = process.env;
const port = bilangan(argumen('port') ?? env.RAWAT_BPJS_SIM_PORT, 3930, 'port');
const consId = env.RAWAT_BPJS_SIM_CONS_ID || '1000';
const rahasia = env.RAWAT_BPJS_SIM_SECRET || 'rahasia-demo-bpjs';
const userKey = env.RAWAT_BPJS_SIM_USER_KEY || 'userkey-demo-antrean';
const gagalDetik = bilangan(argumen('gagal') ?? env.RAWAT_BPJS_SIM_GAGAL_DETIK, 0, 'gagal');
const timeoutDetik = bilangan(argumen('timeout') ?? env.RAWAT_BPJS_SIM_TIMEOUT_DETIK, 0, 'timeout');
const lambatMs = bilangan(argumen('lambat') ?? env.RAWAT_BPJS_SIM_LAMBAT_MS, 0, 'lambat');

const sim = await mulaiSimulatorAntrean({
  port,
  host: env.RAWAT_BPJS_SIM_HOST || '127.0.0.1',
  consId,
  rahasia,
  userKey,
  catat: (baris) => console.log(`  ${new Date().toISOString().slice(11, 19)}  ${baris}`),
}).catch((err: unknown) => {
  console.error(
    `Simulator BPJS Antrean tidak dapat dimulai: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(2);
});
if (gagalDetik > 0) sim.aturGangguan('GAGAL', { selamaMs: gagalDetik * 1000 });
else if (timeoutDetik > 0) sim.aturGangguan('TIMEOUT', { selamaMs: timeoutDetik * 1000 });
else if (lambatMs > 0) sim.aturGangguan('LAMBAT', { tundaMs: lambatMs });

console.log(`
  Simulator BPJS Antrean RS berjalan di ${sim.url}  (BUKAN BPJS sungguhan)

  Isi di Rawat, menu Pengaturan Bridging (/pengaturan-bridging):
    Alamat layanan : ${sim.url}
    Consumer ID    : ${consId}
    Consumer secret: ${rahasia}
    User key       : ${userKey}
    Aktif          : ya   lalu tekan "Uji koneksi".

  ${gagalDetik ? `Menjawab 503 selama ${gagalDetik} detik pertama.` : timeoutDetik ? `Tidak menjawab selama ${timeoutDetik} detik pertama.` : lambatMs ? `Menjawab lambat (${lambatMs} ms).` : 'Menjawab normal.'}
  Perintah: gagal <detik> | timeout <detik> | lambat <ms> | normal | tugas <kodebooking> | keluar
  Tanpa terminal: POST ${sim.url}/sim/gangguan {"mode":"GAGAL","detik":60}; GET ${sim.url}/sim/tugas/<kodebooking>
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
    const [perintah = '', arg = ''] = baris.trim().split(/\s+/);
    const n = Number(arg);
    const mode: Record<string, ModeGangguan> = {
      gagal: 'GAGAL',
      timeout: 'TIMEOUT',
      lambat: 'LAMBAT',
      normal: 'NORMAL',
    };
    const m = mode[perintah];
    if (m === 'LAMBAT') sim.aturGangguan(m, { tundaMs: n > 0 ? n : 5000 });
    else if (m) sim.aturGangguan(m, n > 0 ? { selamaMs: n * 1000 } : {});
    else if (perintah === 'tugas') console.log(JSON.stringify(sim.tugas(arg), null, 2));
    else if (perintah === 'keluar') void berhenti();
    else if (perintah)
      console.log(
        '  Perintah: gagal <detik> | timeout <detik> | lambat <ms> | normal | tugas <kodebooking> | keluar',
      );
    if (m) console.log(`  Mode: ${m}${n > 0 ? ` (${arg})` : ''}`);
  });
}
