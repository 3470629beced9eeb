import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bagianJakarta } from '@rawat/domain';
import { z } from 'zod';

/** What a backup archive is: the format's name and version, checked before anything is restored. */
export const FORMAT_ARSIP = 'rawat-cadangan';
export const VERSI_FORMAT = 1;

/** The database inside the archive: PGlite's data folder (tar.gz) or a pg_dump custom-format file. */
export const BERKAS_DB = { pglite: 'db/pglite.tar.gz', postgres: 'db/postgres.dump' } as const;
export type JenisDb = keyof typeof BERKAS_DB;

const isiSchema = z.object({ nama: z.string(), byte: z.number().int().nonnegative(), sha256: z.string() });
export type IsiArsip = z.infer<typeof isiSchema>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT_ARSIP),
  versi_format: z.number().int(),
  aplikasi: z.object({ nama: z.string(), versi: z.string() }),
  dibuat_pada: z.string(),
  basis_data: z.object({
    jenis: z.enum(['pglite', 'postgres']),
    versi_server: z.string(),
    alat: z.string().nullable(),
  }),
  /** The last migration applied (drizzle's journal tag) and how many there were. */
  migrasi: z.object({
    jumlah: z.number().int(),
    terakhir: z.string().nullable(),
    waktu: z.number().nullable(),
  }),
  /** Rows per table (`schema.table`), counted in the same snapshot as the dump. */
  tabel: z.record(z.string(), z.number().int()),
  berkas: z.object({ jumlah: z.number().int(), byte: z.number().int() }),
  /** Every other member of the archive with its size and SHA-256. */
  isi: z.array(isiSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const MIGRASI = path.resolve(import.meta.dirname, '../../../migrations/meta/_journal.json');

/** The application's name and version (root package.json). */
export function versiAplikasi(): { nama: string; versi: string } {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { nama: pkg.name, versi: pkg.version };
}

/** Drizzle's journal: each migration's tag and the `when` stored in `__drizzle_migrations.created_at`. */
export function jurnalMigrasi(): { tag: string; when: number }[] {
  const j = JSON.parse(readFileSync(MIGRASI, 'utf8')) as { entries: { tag: string; when: number }[] };
  return j.entries.map((e) => ({ tag: e.tag, when: e.when }));
}

const dua = (n: number) => String(n).padStart(2, '0');

/**
 * `rawat-backup-2026-11-26T0300+0700.tar`: Jakarta time, as the hospital reads its clock, with no
 * colon so the name is valid on every file system; sorting by name sorts by time.
 */
export function namaArsip(pada: Date): string {
  const b = bagianJakarta(pada);
  return `rawat-backup-${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}${dua(b.menit)}+0700.tar`;
}

export const POLA_NAMA_ARSIP = /^rawat-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})\+0700(?:-\d+)?\.tar$/;

/** Uploaded files are kept under their store key `YYYY/MM/<uuid>` (platform/berkas.ts). */
export const POLA_KUNCI_BERKAS = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

/** The members a Rawat archive may hold; anything else is refused before extraction. */
export function anggotaSah(nama: string): boolean {
  const n = nama.replace(/^\.\//, '').replace(/\/$/, '');
  if (n === 'manifest.json' || n === 'db' || n === 'berkas') return true;
  if (n === BERKAS_DB.pglite || n === BERKAS_DB.postgres) return true;
  if (!n.startsWith('berkas/')) return false;
  const k = n.slice('berkas/'.length);
  return POLA_KUNCI_BERKAS.test(k) || /^\d{4}(\/\d{2})?$/.test(k);
}
