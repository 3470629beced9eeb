import type { Perawat, PerawatInput, PerawatListQuery } from '@rawat/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { poli } from '../poli/poli.tables.ts';
import { type BarisPegawai, dtoKaryawan, periksaRujukan } from './karyawan.service.ts';
import { layananProfil, milikAkun } from './profil.service.ts';
import { pegawai, perawat } from './sdm.tables.ts';

/** Nurse rows → DTOs: the employee record (read by staff managers only) and the registration profile. */
async function dtoPerawat(db: DbOrTx, rows: BarisPegawai[]): Promise<Perawat[]> {
  if (!rows.length) return [];
  const karyawan = await dtoKaryawan(db, rows);
  const profil = await db
    .select({
      uid: perawat.pegawai_uid,
      no_str: perawat.no_str,
      str_berlaku_sampai: perawat.str_berlaku_sampai,
      no_sipp: perawat.no_sipp,
      poli_uid: perawat.poli_uid,
      poli_nama: poli.nama,
      kompetensi: perawat.kompetensi,
    })
    .from(perawat)
    .leftJoin(poli, eq(poli.uid, perawat.poli_uid))
    .where(
      inArray(
        perawat.pegawai_uid,
        rows.map((r) => r.uid),
      ),
    );
  const peta = new Map(profil.map((p) => [p.uid, p]));
  return karyawan.map((k) => {
    const { uid: _u, ...p } = peta.get(k.uid) ?? {
      uid: k.uid,
      no_str: null,
      str_berlaku_sampai: null,
      no_sipp: null,
      poli_uid: null,
      poli_nama: null,
      kompetensi: null,
    };
    return { ...k, ...p };
  });
}

async function periksaPenempatan(tx: DbOrTx, input: PerawatInput, uid: string | null): Promise<void> {
  const [lama] = uid
    ? await tx.select({ poli: perawat.poli_uid }).from(perawat).where(eq(perawat.pegawai_uid, uid))
    : [];
  await periksaRujukan(tx, [
    { tabel: poli, path: 'poli_uid', label: 'Poli', uid: input.poli_uid, lama: lama?.poli ?? null },
  ]);
}

export const layananPerawat = layananProfil<Perawat, PerawatInput, PerawatListQuery>({
  profil: 'PERAWAT',
  entitas: 'perawat',
  label: 'Perawat',
  tabel: perawat,
  filter: (q) => {
    const f: SQL[] = [];
    if (q.poli)
      f.push(
        sql`exists (select 1 from ${perawat} where ${perawat.pegawai_uid} = ${pegawai.uid} and ${perawat.poli_uid} = ${q.poli})`,
      );
    if (q.unit) f.push(eq(pegawai.unit_uid, q.unit));
    if (q.username) f.push(milikAkun(q.username));
    return f;
  },
  keNilai: (i) => ({
    no_str: i.no_str,
    str_berlaku_sampai: i.str_berlaku_sampai,
    no_sipp: i.no_sipp,
    poli_uid: i.poli_uid,
    kompetensi: i.kompetensi,
  }),
  periksa: periksaPenempatan,
  keDto: (rows, db) => dtoPerawat(db, rows),
});
