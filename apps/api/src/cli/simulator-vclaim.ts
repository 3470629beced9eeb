import { createInterface } from 'node:readline';
import { type ModeGangguanVclaim, mulaiSimulatorVclaim } from '../modules/vclaim/vclaim.simulator.ts';
import { argumen, bilangan } from './argumen.ts';

// npm run sim:vclaim [-- --port 3931] [-- --gagal 60] [-- --putus 5] [-- --lambat 5000]   (docs/vclaim.md)
// A local BPJS VClaim for demos: participants (the demo patients' cards, two inactive cards),
// referrals, SEP and control letters in memory; it checks the signature headers, answers encrypted
// like BPJS, and can be told to fail.

const env = process.env;
const port = bilangan(argumen('port') ?? env.RAWAT_VCLAIM_SIM_PORT, 3931, 'port');
const consId = env.RAWAT_VCLAIM_SIM_CONS_ID || '2000';
const rahasia = env.RAWAT_VCLAIM_SIM_SECRET || 'rahasia-demo-vclaim';
const userKey = env.RAWAT_VCLAIM_SIM_USER_KEY || 'userkey-demo-vclaim';
const gagalDetik = bilangan(argumen('gagal') ?? env.RAWAT_VCLAIM_SIM_GAGAL_DETIK, 0, 'gagal');
const putusN = bilangan(argumen('putus') ?? env.RAWAT_VCLAIM_SIM_PUTUS, 0, 'putus');
const lambatMs = bilangan(argumen('lambat') ?? env.RAWAT_VCLAIM_SIM_LAMBAT_MS, 0, 'lambat');

const sim = await mulaiSimulatorVclaim({
  port,
  host: env.RAWAT_VCLAIM_SIM_HOST || '127.0.0.1',
  consId,
  rahasia,
  userKey,
  catat: (baris) => console.log(`  ${new Date().toISOString().slice(11, 19)}  ${baris}`),
}).catch((err: unknown) => {
  console.error(
    `Simulator BPJS VClaim tidak dapat dimulai: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(2);
});
if (gagalDetik > 0) sim.aturGangguan('GAGAL', { selamaMs: gagalDetik * 1000 });
else if (putusN > 0) sim.aturGangguan('PUTUS', { jumlah: putusN });
else if (lambatMs > 0) sim.aturGangguan('LAMBAT', { tundaMs: lambatMs });

const PERINTAH =
  'gagal <detik> | putus <n> | timeout <detik> | lambat <ms> | normal | sep | kontrol | keluar';
console.log(`
  Simulator BPJS VClaim berjalan di ${sim.url}  (BUKAN BPJS sungguhan)

  Isi di Rawat, menu Pengaturan Bridging (/pengaturan-bridging), bagian BPJS VClaim:
    Alamat layanan : ${sim.url}
    Consumer ID    : ${consId}
    Consumer secret: ${rahasia}
    User key       : ${userKey}
    Kode PPK       : 0114R999 (kode apa pun 8 karakter)
    Aktif          : ya   lalu tekan "Uji koneksi".

  Kartu demo: kartu BPJS pasien demo (mis. 0001234567890 Siti Rahmawati);
    0001234567902 dan 0009999999992 "NON AKTIF KARENA PREMI", 0009999999991 "TIDAK AKTIF DIANGGAP PESERTA";
    kartu 13 digit lain = peserta simulasi, kecuali yang diawali 9 (tidak ditemukan).
  ${gagalDetik ? `Menjawab 503 selama ${gagalDetik} detik pertama.` : putusN ? `Memutus ${putusN} permintaan pertama.` : lambatMs ? `Menjawab lambat (${lambatMs} ms).` : 'Menjawab normal.'}
  Perintah: ${PERINTAH}
  Tanpa terminal: POST ${sim.url}/sim/gangguan {"mode":"GAGAL","detik":60}; GET ${sim.url}/sim/sep
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
    const mode: Record<string, ModeGangguanVclaim> = {
      gagal: 'GAGAL',
      putus: 'PUTUS',
      timeout: 'TIMEOUT',
      lambat: 'LAMBAT',
      normal: 'NORMAL',
    };
    const m = mode[perintah];
    if (m === 'LAMBAT') sim.aturGangguan(m, { tundaMs: n > 0 ? n : 5000 });
    else if (m === 'PUTUS') sim.aturGangguan(m, n > 0 ? { jumlah: n } : {});
    else if (m) sim.aturGangguan(m, n > 0 ? { selamaMs: n * 1000 } : {});
    else if (perintah === 'sep') console.log(JSON.stringify(sim.sep(), null, 2));
    else if (perintah === 'kontrol') console.log(JSON.stringify(sim.rencanaKontrol(), null, 2));
    else if (perintah === 'keluar') void berhenti();
    else if (perintah) console.log(`  Perintah: ${PERINTAH}`);
    if (m) console.log(`  Mode: ${m}${n > 0 ? ` (${arg})` : ''}`);
  });
}
