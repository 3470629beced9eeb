import type {
  Divisi,
  DivisiInput,
  DivisiListQuery,
  Jabatan,
  JabatanInput,
  JabatanListQuery,
  Lokasi,
  LokasiInput,
  LokasiListQuery,
  Organisasi,
  OrganisasiInput,
  OrganisasiListQuery,
  Unit,
  UnitInput,
  UnitListQuery,
} from '@rawat/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { badRequest } from '../../../platform/errors.ts';
import { dtoDasar, layananMaster, type TabelMaster } from '../crud/crud.service.ts';
import { divisi, jabatan, lokasi, organisasi, unit } from './organisasi.tables.ts';

type Galat = { path: string; message: string };

/** The names of the referenced records of one page, in one query. */
async function namaPerUid(db: DbOrTx, t: TabelMaster, uids: (string | null)[]): Promise<Map<string, string>> {
  const unik = [...new Set(uids.filter((u): u is string => Boolean(u)))];
  if (!unik.length) return new Map();
  const rows = (await db.select({ uid: t.uid, nama: t.nama }).from(t).where(inArray(t.uid, unik))) as {
    uid: string;
    nama: string;
  }[];
  return new Map(rows.map((r) => [r.uid, r.nama]));
}

const namaDari = (peta: Map<string, string>, uid: string | null) => (uid ? (peta.get(uid) ?? null) : null);

interface Rujukan {
  tabel: TabelMaster;
  /** The body field, where the error lands. */
  path: string;
  label: string;
  uid: string | null;
  /** What the record already points at: keeping a link that has since been retired is allowed. */
  lama: string | null;
}

/**
 * A new or changed link must point at an existing AKTIF record (retired records are not offered
 * for new data); an unchanged link may stay, so editing a unit whose division was retired later
 * does not force a new division on it.
 */
async function periksaRujukan(tx: DbOrTx, rujukan: Rujukan[]): Promise<void> {
  const galat: Galat[] = [];
  for (const r of rujukan) {
    if (!r.uid || r.uid === r.lama) continue;
    const [row] = (await tx
      .select({ nama: r.tabel.nama, status: r.tabel.status })
      .from(r.tabel)
      .where(eq(r.tabel.uid, r.uid))
      .limit(1)) as { nama: string; status: string }[];
    if (!row) galat.push({ path: r.path, message: `${r.label} tidak ditemukan` });
    else if (row.status !== 'AKTIF')
      galat.push({ path: r.path, message: `${r.label} ${row.nama} sudah nonaktif; pilih yang aktif` });
  }
  if (galat.length) throw badRequest(galat[0]?.message ?? 'Data tidak valid', galat);
}

/** The current value of one link column of the record being edited (null when creating). */
async function nilaiLama(tx: DbOrTx, t: TabelMaster, kolom: AnyPgColumn, uid: string | null) {
  if (!uid) return null;
  const [row] = (await tx.select({ v: kolom }).from(t).where(eq(t.uid, uid)).limit(1)) as {
    v: string | null;
  }[];
  return row?.v ?? null;
}

/** Whether `calon` is `uid` itself or lies under it: making it the parent would close a loop. */
async function diBawah(tx: DbOrTx, calon: string, uid: string): Promise<boolean> {
  let cur: string | null = calon;
  // The chain is short; the bound only guards against a loop already in the data.
  for (let i = 0; cur && i < 100; i++) {
    if (cur === uid) return true;
    const [row] = await tx
      .select({ induk: organisasi.induk_uid })
      .from(organisasi)
      .where(eq(organisasi.uid, cur))
      .limit(1);
    cur = row?.induk ?? null;
  }
  return false;
}

export const layananOrganisasi = layananMaster<
  typeof organisasi.$inferSelect,
  Organisasi,
  OrganisasiInput,
  OrganisasiListQuery
>({
  tabel: organisasi,
  entitas: 'organisasi',
  label: 'Organisasi',
  namaUnik: true,
  filter: (q) => {
    const f: SQL[] = [];
    if (q.jenis) f.push(eq(organisasi.jenis, q.jenis));
    if (q.induk) f.push(eq(organisasi.induk_uid, q.induk));
    return f;
  },
  keNilai: (i) => ({ ...i }),
  periksa: async (tx, input, uid) => {
    if (uid && input.induk_uid && (await diBawah(tx, input.induk_uid, uid))) {
      const message =
        input.induk_uid === uid
          ? 'Organisasi tidak dapat menjadi induk dirinya sendiri'
          : 'Organisasi induk tidak boleh berada di bawah organisasi ini';
      throw badRequest(message, [{ path: 'induk_uid', message }]);
    }
    await periksaRujukan(tx, [
      {
        tabel: organisasi,
        path: 'induk_uid',
        label: 'Organisasi induk',
        uid: input.induk_uid,
        lama: await nilaiLama(tx, organisasi, organisasi.induk_uid, uid),
      },
    ]);
  },
  keDto: async (rows, db) => {
    const induk = await namaPerUid(
      db,
      organisasi,
      rows.map((r) => r.induk_uid),
    );
    return rows.map((r) => ({
      ...r,
      ...dtoDasar(r),
      induk_nama: namaDari(induk, r.induk_uid),
    }));
  },
});

export const layananLokasi = layananMaster<typeof lokasi.$inferSelect, Lokasi, LokasiInput, LokasiListQuery>({
  tabel: lokasi,
  entitas: 'lokasi',
  label: 'Lokasi',
  kolomCari: [lokasi.kode, lokasi.nama, lokasi.gedung],
  filter: (q) => (q.organisasi ? [eq(lokasi.organisasi_uid, q.organisasi)] : []),
  keNilai: (i) => ({ ...i }),
  periksa: async (tx, input, uid) =>
    periksaRujukan(tx, [
      {
        tabel: organisasi,
        path: 'organisasi_uid',
        label: 'Organisasi',
        uid: input.organisasi_uid,
        lama: await nilaiLama(tx, lokasi, lokasi.organisasi_uid, uid),
      },
    ]),
  keDto: async (rows, db) => {
    const org = await namaPerUid(
      db,
      organisasi,
      rows.map((r) => r.organisasi_uid),
    );
    return rows.map((r) => ({ ...r, ...dtoDasar(r), organisasi_nama: namaDari(org, r.organisasi_uid) }));
  },
});

export const layananDivisi = layananMaster<typeof divisi.$inferSelect, Divisi, DivisiInput, DivisiListQuery>({
  tabel: divisi,
  entitas: 'divisi',
  label: 'Divisi',
  kolomCari: [divisi.kode, divisi.nama, divisi.kepala],
  filter: (q) => (q.organisasi ? [eq(divisi.organisasi_uid, q.organisasi)] : []),
  keNilai: (i) => ({ ...i }),
  periksa: async (tx, input, uid) =>
    periksaRujukan(tx, [
      {
        tabel: organisasi,
        path: 'organisasi_uid',
        label: 'Organisasi',
        uid: input.organisasi_uid,
        lama: await nilaiLama(tx, divisi, divisi.organisasi_uid, uid),
      },
    ]),
  keDto: async (rows, db) => {
    const org = await namaPerUid(
      db,
      organisasi,
      rows.map((r) => r.organisasi_uid),
    );
    return rows.map((r) => ({ ...r, ...dtoDasar(r), organisasi_nama: namaDari(org, r.organisasi_uid) }));
  },
});

export const layananJabatan = layananMaster<
  typeof jabatan.$inferSelect,
  Jabatan,
  JabatanInput,
  JabatanListQuery
>({
  tabel: jabatan,
  entitas: 'jabatan',
  label: 'Jabatan',
  namaUnik: true,
  // Highest positions first, as an organisation chart reads; untiered ones after.
  urutan: [sql`${jabatan.tingkat} asc nulls last`, asc(jabatan.kode)],
  filter: (q) => (q.jenis ? [eq(jabatan.jenis, q.jenis)] : []),
  keNilai: (i) => ({ ...i }),
  keDto: (rows) => rows.map((r) => ({ ...r, ...dtoDasar(r) })),
});

export const layananUnit = layananMaster<typeof unit.$inferSelect, Unit, UnitInput, UnitListQuery>({
  tabel: unit,
  entitas: 'unit',
  label: 'Unit',
  namaUnik: true,
  filter: (q) => {
    const f: SQL[] = [];
    if (q.divisi) f.push(eq(unit.divisi_uid, q.divisi));
    if (q.lokasi) f.push(eq(unit.lokasi_uid, q.lokasi));
    return f;
  },
  keNilai: (i) => ({ ...i }),
  periksa: async (tx, input, uid) => {
    const lamaDivisi = await nilaiLama(tx, unit, unit.divisi_uid, uid);
    const lamaLokasi = await nilaiLama(tx, unit, unit.lokasi_uid, uid);
    await periksaRujukan(tx, [
      { tabel: divisi, path: 'divisi_uid', label: 'Divisi', uid: input.divisi_uid, lama: lamaDivisi },
      { tabel: lokasi, path: 'lokasi_uid', label: 'Lokasi', uid: input.lokasi_uid, lama: lamaLokasi },
    ]);
  },
  keDto: async (rows, db) => {
    // One after the other: `db` may be a transaction, which runs one query at a time.
    const div = await namaPerUid(
      db,
      divisi,
      rows.map((r) => r.divisi_uid),
    );
    const lok = await namaPerUid(
      db,
      lokasi,
      rows.map((r) => r.lokasi_uid),
    );
    return rows.map((r) => ({
      ...r,
      ...dtoDasar(r),
      divisi_nama: namaDari(div, r.divisi_uid),
      lokasi_nama: namaDari(lok, r.lokasi_uid),
    }));
  },
});
