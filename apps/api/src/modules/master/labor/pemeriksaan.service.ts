import {
  KELOMPOK_LAB,
  type NilaiRujukan,
  type PemeriksaanLab,
  type PemeriksaanLabInput,
  type PemeriksaanLabListQuery,
} from '@rawat/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { layananMaster } from '../crud/crud.service.ts';
import { tarifUmumRj } from '../tarif/tarif.service.ts';
import { nilaiRujukanLab, pemeriksaanLab } from './labor.tables.ts';

type Baris = typeof pemeriksaanLab.$inferSelect;
type BarisRujukan = typeof nilaiRujukanLab.$inferSelect;

const keRujukan = (r: BarisRujukan): NilaiRujukan => ({
  jenis_kelamin: r.jenis_kelamin === 'L' || r.jenis_kelamin === 'P' ? r.jenis_kelamin : null,
  umur_min: r.umur_min,
  umur_maks: r.umur_maks,
  nilai_min: r.nilai_min,
  nilai_maks: r.nilai_maks,
  kritis_min: r.kritis_min,
  kritis_maks: r.kritis_maks,
  teks_normal: r.teks_normal,
  keterangan: r.keterangan,
});

/** Rows of a page → DTOs, with their ranges and today's price in two queries for the whole page. */
async function keDto(rows: Baris[], db: DbOrTx): Promise<PemeriksaanLab[]> {
  if (rows.length === 0) return [];
  const uids = rows.map((r) => r.uid);
  const rentang = await db
    .select()
    .from(nilaiRujukanLab)
    .where(inArray(nilaiRujukanLab.pemeriksaan_uid, uids))
    .orderBy(nilaiRujukanLab.pemeriksaan_uid, nilaiRujukanLab.urutan);
  const tarif = await tarifUmumRj(db, 'LAB', uids);
  const perUid = new Map<string, NilaiRujukan[]>();
  for (const r of rentang)
    perUid.set(r.pemeriksaan_uid, [...(perUid.get(r.pemeriksaan_uid) ?? []), keRujukan(r)]);
  return rows.map((r) => ({
    ...r,
    nilai_rujukan: perUid.get(r.uid) ?? [],
    tarif_umum_rj: tarif.get(r.uid) ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

// Lists follow the lab's sections in their usual order, then the position within each.
const urutanKelompok = sql`array_position(array[${sql.join(
  KELOMPOK_LAB.map((k) => sql`${k}`),
  sql`, `,
)}]::text[], ${pemeriksaanLab.kelompok})`;

export const layananPemeriksaanLab = layananMaster<
  Baris,
  PemeriksaanLab,
  PemeriksaanLabInput,
  PemeriksaanLabListQuery
>({
  tabel: pemeriksaanLab,
  entitas: 'pemeriksaan_lab',
  label: 'Pemeriksaan laboratorium',
  namaUnik: true,
  urutan: [urutanKelompok, asc(pemeriksaanLab.urutan), asc(pemeriksaanLab.nama)],
  filter: (q) => (q.kelompok ? [eq(pemeriksaanLab.kelompok, q.kelompok)] : []),
  keNilai: ({ nilai_rujukan: _r, ...kolom }) => kolom,
  // The ranges are replaced whole: their order on the form is their order here.
  setelahSimpan: async (tx, row, input) => {
    await tx.delete(nilaiRujukanLab).where(eq(nilaiRujukanLab.pemeriksaan_uid, row.uid));
    if (input.nilai_rujukan.length === 0) return;
    await tx
      .insert(nilaiRujukanLab)
      .values(input.nilai_rujukan.map((r, i) => ({ ...r, pemeriksaan_uid: row.uid, urutan: i })));
  },
  keDto,
});
