import path from 'node:path';
import type { CadanganHasil } from '@rawat/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { catatAktivitas } from '../../platform/audit.ts';
import { buatCadangan } from '../../platform/cadangan/cadangan.ts';
import { sumberDari } from '../../platform/cadangan/potret.ts';
import type { Ctx } from '../../platform/context.ts';

/**
 * A full backup of this server's database and uploads into its backup folder, audited (who took a
 * copy of every record, and where it went).
 */
export async function cadangkanSekarang(db: Db, ctx: Ctx, config: Config): Promise<CadanganHasil> {
  const h = await buatCadangan({
    sumber: sumberDari(db),
    berkasDir: config.berkasDir,
    keDir: config.cadanganDir,
    now: ctx.now,
  });
  const m = h.manifest;
  const hasil: CadanganHasil = {
    nama_berkas: path.basename(h.berkas),
    lokasi: h.berkas,
    ukuran: h.byte,
    dibuat_pada: m.dibuat_pada,
    basis_data: m.basis_data.jenis,
    migrasi: m.migrasi.terakhir,
    jumlah_tabel: Object.keys(m.tabel).length,
    jumlah_baris: Object.values(m.tabel).reduce((a, b) => a + b, 0),
    jumlah_berkas: m.berkas.jumlah,
  };
  await db.transaction((tx) =>
    catatAktivitas(tx, ctx, {
      aksi: 'cadangan.buat',
      entitas: 'cadangan',
      entitas_id: hasil.nama_berkas,
      keterangan: `Cadangan dibuat: ${hasil.nama_berkas}`,
      detail: { lokasi: hasil.lokasi, ukuran: hasil.ukuran, jumlah_berkas: hasil.jumlah_berkas },
    }),
  );
  return hasil;
}
