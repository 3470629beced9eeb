import { formatAngka, formatTanggalWaktu, LABEL_JENIS_RUSAK } from '@rawat/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { muatKunciAudit } from '../platform/audit-kunci.ts';
import { verifikasiRantai } from '../platform/audit-verifikasi.ts';
import { bacaKunciLokal, prosesHidup } from '../platform/cadangan/kunci-lokal.ts';

// npm run audit:verifikasi   (docs/audit-verifikasi.md)
// Exit code: 0 the chain is whole, 1 a break was found, 2 the check could not run.

const config = loadConfig();
if (!config.databaseUrl) {
  // PGlite is in-process: a second process on the folder a running server holds would damage it.
  const server = await bacaKunciLokal(config.dataDir);
  if (server && prosesHidup(server.pid)) {
    console.error(
      `Server Rawat sedang berjalan (pid ${server.pid}) dan memegang basis data tertanam di ${config.dataDir}.\n` +
        'Verifikasi dari layar Log Aktivitas → Integritas Log Aktivitas, atau hentikan server lalu ulangi.',
    );
    process.exit(2);
  }
}

let kode = 2;
try {
  const kunci = muatKunciAudit({
    env: process.env.RAWAT_AUDIT_KUNCI ?? null,
    dataDir: config.dataDir,
    buat: false,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const mulai = performance.now();
    const h = await verifikasiRantai(database.db, kunci, { now: new Date() });
    const detik = ((performance.now() - mulai) / 1000).toFixed(1).replace('.', ',');
    const j = h.jumlah;
    const baris = [
      '',
      `  Verifikasi log aktivitas berantai (${detik} dtk)`,
      h.segel_terakhir
        ? `  Disegel sampai baris #${h.segel_terakhir.log_id} (disegel ${formatTanggalWaktu(h.segel_terakhir.disegel_pada)})`
        : '  Belum ada baris yang disegel.',
      `  Baris disegel diperiksa: ${formatAngka(j.disegel)}; belum disegel: ${formatAngka(j.belum_disegel)}`,
    ];
    if (h.tertua_belum_disegel) {
      baris.push(
        `  Baris tertua yang belum disegel: #${h.tertua_belum_disegel.log_id} (${formatTanggalWaktu(h.tertua_belum_disegel.waktu)})`,
      );
    }
    if (h.rusak) {
      baris.push(
        '',
        `  TIDAK UTUH. Kerusakan pertama: baris #${h.rusak.log_id} — ${LABEL_JENIS_RUSAK[h.rusak.jenis]}.`,
        `  ${h.rusak.keterangan}`,
        `  Jumlah: diubah ${j.diubah}, dihapus ${j.dihapus}, disisipkan ${j.disisipkan}, ` +
          `belum disegel terlalu lama ${j.terlambat}, kunci lain ${j.kunci_lain}.`,
      );
    } else {
      baris.push('', '  UTUH: tidak ada baris yang diubah, dihapus atau disisipkan sejak disegel.');
    }
    console.log(`${baris.join('\n')}\n`);
    kode = h.utuh ? 0 : 1;
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(`Verifikasi tidak dapat dijalankan: ${err instanceof Error ? err.message : String(err)}`);
  kode = 2;
}
process.exit(kode);
