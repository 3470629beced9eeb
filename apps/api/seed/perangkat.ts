import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { hashToken } from '../src/modules/akun/perangkat.service.ts';
import { perangkat } from '../src/modules/akun/perangkat.tables.ts';
import { farmasiLokasi } from '../src/modules/farmasi/akses/akses.tables.ts';
import { poli } from '../src/modules/master/poli/poli.tables.ts';

/**
 * A kiosk, a pharmacy screen and a clinic screen for the demo (docs/perangkat.md). Their tokens
 * are random and never shown: ADMIN issues one from /kelola-perangkat ("Token baru") to open a
 * device. A second run adds nothing.
 */
export async function seedPerangkatDemo(tx: Tx): Promise<void> {
  const [ada] = await tx.select({ uid: perangkat.uid }).from(perangkat).limit(1);
  if (ada) return;
  const [depo] = await tx
    .select({ uid: farmasiLokasi.uid })
    .from(farmasiLokasi)
    .where(and(eq(farmasiLokasi.kode, 'DRJ'), eq(farmasiLokasi.status, 'AKTIF')));
  const polis = await tx
    .select({ uid: poli.uid, kode: poli.kode })
    .from(poli)
    .where(and(eq(poli.status, 'AKTIF'), eq(poli.jenis, 'RAWAT_JALAN')));
  const lingkupPoli = polis.filter((p) => ['UMUM', 'GIGI', 'ANAK'].includes(p.kode)).map((p) => p.uid);
  const acak = () => hashToken(randomBytes(32).toString('base64url'));
  await tx.insert(perangkat).values([
    { nama: 'Anjungan Lobi Utama', jenis: 'ANJUNGAN', lingkup: [], token_hash: acak() },
    ...(depo
      ? [
          {
            nama: 'Layar Farmasi Rawat Jalan',
            jenis: 'LAYAR_FARMASI',
            lingkup: [depo.uid],
            token_hash: acak(),
          },
        ]
      : []),
    ...(lingkupPoli.length
      ? [{ nama: 'Layar Poli Lantai 1', jenis: 'LAYAR_POLI', lingkup: lingkupPoli, token_hash: acak() }]
      : []),
  ]);
}
