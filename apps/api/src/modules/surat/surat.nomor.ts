import {
  bagianJakarta,
  formatNomorSurat,
  type JenisSurat,
  KODE_JENIS_SURAT,
  kunciNomorSurat,
} from '@rawat/domain';
import type { Tx } from '../../db/client.ts';
import { ambilNomor } from '../../platform/penomoran.ts';
import { barisFaskesDipakai } from '../master/faskes/faskes.service.ts';

/**
 * The number of a letter issued at `pada`: the kind's running number in that year (WIB), gapless
 * inside the caller's transaction (platform/penomoran.ts), the kind's code, the code of the
 * facility profile in use, the Roman month and the year: '007/SKS/3273015/XI/2026'. Take it as the
 * issuing transaction's last step: other letters of the kind wait on the key until it commits.
 */
export async function nomorSurat(
  tx: Tx,
  jenis: JenisSurat,
  pada: Date,
): Promise<{ nomor: string; urut: number }> {
  const faskes = await barisFaskesDipakai(tx);
  const { tahun, bulan } = bagianJakarta(pada);
  const kode = KODE_JENIS_SURAT[jenis];
  const urut = await ambilNomor(tx, kunciNomorSurat(kode, tahun));
  return { nomor: formatNomorSurat({ urut, kode, faskes: faskes?.kode ?? null, bulan, tahun }), urut };
}
