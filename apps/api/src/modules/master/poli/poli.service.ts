import type { Poli, PoliInput, PoliListQuery } from '@rawat/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { layananMaster } from '../crud/crud.service.ts';
import { prefixSudahDipakai } from './poli.errors.ts';
import { poli } from './poli.tables.ts';

type Baris = typeof poli.$inferSelect;

async function pastikanPrefixBebas(tx: DbOrTx, prefix: string, uid: string | null) {
  const syarat = [eq(poli.prefix_antrian, prefix), eq(poli.status, 'AKTIF')];
  if (uid) syarat.push(ne(poli.uid, uid));
  const [lain] = await tx
    .select({ nama: poli.nama })
    .from(poli)
    .where(and(...syarat))
    .limit(1);
  if (lain) throw prefixSudahDipakai(prefix, lain.nama);
}

export const layananPoli = layananMaster<Baris, Poli, PoliInput, PoliListQuery>({
  tabel: poli,
  entitas: 'poli',
  label: 'Poliklinik',
  namaUnik: true,
  urutan: [poli.nama],
  filter: (q) => (q.jenis ? [eq(poli.jenis, q.jenis)] : []),
  keNilai: (i) => ({ ...i }),
  periksa: (tx, input, uid) => pastikanPrefixBebas(tx, input.prefix_antrian, uid),
  periksaAktifkan: (tx, row) => pastikanPrefixBebas(tx, row.prefix_antrian, row.uid),
  keDto: (rows) =>
    rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    })),
});

/** An active polyclinic by uid, for modules that register visits to it; null when absent or retired. */
export async function poliAktif(db: DbOrTx, uid: string): Promise<Poli | null> {
  const [row] = await db
    .select()
    .from(poli)
    .where(and(eq(poli.uid, uid), eq(poli.status, 'AKTIF')))
    .limit(1);
  return row ? (((await layananPoli.def.keDto([row], db)) as Poli[])[0] ?? null) : null;
}
