import { createInterface } from 'node:readline';
import { type CaraGangguan, mulaiSimulatorSatusehat } from '../modules/satusehat/satusehat.simulator.ts';
import { argumen, bilangan } from './argumen.ts';

// npm run sim:satusehat [-- --port 3940] [-- --batas 20] [-- --gagal 5]   (docs/satusehat.md)
// A local SATUSEHAT for demos: OAuth2 token, FHIR R4 endpoints with SATUSEHAT-like checks, people
// found by NIK, everything in memory until it stops. It can be told to fail for a while.

const env = process.env;
const port = bilangan(argumen('port') ?? env.RAWAT_SATUSEHAT_SIM_PORT, 3940, 'port');
const batas = bilangan(argumen('batas') ?? env.RAWAT_SATUSEHAT_SIM_BATAS, 20, 'batas');
const gagal = bilangan(argumen('gagal') ?? env.RAWAT_SATUSEHAT_SIM_GAGAL, 0, 'gagal');

const sim = await mulaiSimulatorSatusehat({
  port,
  host: env.RAWAT_SATUSEHAT_SIM_HOST || '127.0.0.1',
  clientId: env.RAWAT_SATUSEHAT_SIM_CLIENT_ID || 'rawat-demo-client',
  clientSecret: env.RAWAT_SATUSEHAT_SIM_SECRET || 'rahasia-demo-satusehat',
  orgId: env.RAWAT_SATUSEHAT_SIM_ORG_ID || '10000004',
  batasPerDetik: batas,
  catat: (baris) => console.log(`  ${new Date().toISOString().slice(11, 19)}  ${baris}`),
}).catch((err: unknown) => {
  console.error(
    `Simulator SATUSEHAT tidak dapat dimulai: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(2);
});
if (gagal > 0) sim.gangguan(gagal);

const PERINTAH = 'gagal <n> | putus <n> | diam <n> | campur <n> | sumber [Jenis] | keluar';
console.log(`
  Simulator SATUSEHAT berjalan  (BUKAN SATUSEHAT sungguhan)

  Isi di Rawat, menu Pengaturan Bridging (/pengaturan-bridging), bagian SATUSEHAT:
    Alamat FHIR      : ${sim.url}
    Alamat token     : ${sim.authUrl}
    Client ID        : ${sim.clientId}
    Client secret    : ${sim.clientSecret}
    ID organisasi    : ${sim.orgId}
    Aktif            : ya   lalu tekan "Uji koneksi".

  ${batas ? `Batas ${batas} permintaan per detik (lebih: HTTP 429).` : 'Tanpa batas permintaan per detik.'}${gagal ? ` ${gagal} permintaan pertama gagal.` : ''}
  Pasien/nakes dikenal dari NIK 16 digit (NIK berawalan 0000 tidak ditemukan).
  Perintah: ${PERINTAH}
  Tanpa terminal: POST ${sim.url.replace(/\/fhir-r4\/v1$/, '')}/sim/gangguan {"jumlah":10}; GET …/sim/sumber?type=Encounter
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
    const cara: Record<string, CaraGangguan> = {
      gagal: 'GAGAL',
      putus: 'PUTUS',
      diam: 'DIAM',
      campur: 'CAMPUR',
    };
    const c = cara[perintah];
    if (c) {
      const n = Number(arg) > 0 ? Number(arg) : 5;
      sim.gangguan(n, c);
      console.log(`  ${n} permintaan berikutnya: ${c}`);
    } else if (perintah === 'sumber')
      console.log(
        JSON.stringify(
          sim.sumber().filter((r) => !arg || r.resourceType === arg),
          null,
          2,
        ),
      );
    else if (perintah === 'keluar') void berhenti();
    else if (perintah) console.log(`  Perintah: ${PERINTAH}`);
  });
}
