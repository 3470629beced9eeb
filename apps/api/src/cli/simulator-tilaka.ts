import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { mulaiSimulatorTilaka } from '../modules/esign/tilaka/tilaka.simulator.ts';
import { argumen, bilangan } from './argumen.ts';

// npm run sim:tilaka [-- --port 3920] [-- --akar berkas.pem]   (docs/esign-tilaka.md)
// A local Tilaka for demos: registrations are approved by themselves after a few seconds, every
// approved user signs with the same PIN, and all state is lost when the process stops.

const env = process.env;
const port = bilangan(argumen('port') ?? env.RAWAT_TILAKA_SIM_PORT, 3920, 'port');
const detikSetuju = bilangan(env.RAWAT_TILAKA_SIM_SETUJUI_DETIK, 5, 'RAWAT_TILAKA_SIM_SETUJUI_DETIK');
const clientId = env.RAWAT_TILAKA_SIM_CLIENT_ID || 'rawat-demo';
const clientSecret = env.RAWAT_TILAKA_SIM_CLIENT_SECRET || 'rahasia-demo-tilaka';
const pin = env.RAWAT_TILAKA_SIM_PIN || '123456';

const sim = await mulaiSimulatorTilaka({
  port,
  host: env.RAWAT_TILAKA_SIM_HOST || '127.0.0.1',
  clientId,
  clientSecret,
  pin,
  ...(detikSetuju > 0 ? { setujuiSetelahMs: detikSetuju * 1000 } : {}),
  catat: (baris) => console.log(`  ${new Date().toISOString().slice(11, 19)}  ${baris}`),
}).catch((err: unknown) => {
  console.error(`Simulator Tilaka tidak dapat dimulai: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});

const berkasAkar = argumen('akar');
if (berkasAkar) writeFileSync(path.resolve(berkasAkar), sim.akarPem);

console.log(`
  Simulator Tilaka berjalan di ${sim.url}  (BUKAN Tilaka sungguhan; identitas tidak diverifikasi)

  Atur Rawat dengan:
    RAWAT_TILAKA_URL=${sim.url}
    RAWAT_TILAKA_CLIENT_ID=${clientId}
    RAWAT_TILAKA_CLIENT_SECRET=${clientSecret}

  PIN semua penanda tangan: ${pin}
  Pendaftaran ${detikSetuju > 0 ? `disetujui otomatis ${detikSetuju} detik setelah masuk` : 'menunggu perintah di bawah'}.
  Perintah: setujui <register_id> | tolak <register_id> <alasan> | akar | keluar
  ${berkasAkar ? `Sertifikat akar CA simulator ditulis ke ${path.resolve(berkasAkar)}` : "Ketik 'akar' untuk mencetak sertifikat akar CA simulator (PEM)."}
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
    const [perintah = '', id = '', ...sisa] = baris.trim().split(/\s+/);
    try {
      if (perintah === 'setujui' && id) sim.setujui(id);
      else if (perintah === 'tolak' && id) sim.tolak(id, sisa.join(' ') || 'Data identitas tidak sesuai');
      else if (perintah === 'akar') console.log(sim.akarPem);
      else if (perintah === 'keluar') void berhenti();
      else if (perintah)
        console.log('  Perintah: setujui <register_id> | tolak <register_id> <alasan> | akar | keluar');
    } catch (err) {
      console.log(`  ${err instanceof Error ? err.message : String(err)}`);
    }
  });
}
