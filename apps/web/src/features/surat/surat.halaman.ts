import type { KelompokSurat } from '@rawat/domain';

/** The pages of each group of letters (spec §2): its list, its new-letter form, its editor. */
export const HALAMAN_SURAT: Record<KelompokSurat, { daftar: string; tambah: string; edit: string }> = {
  KETERANGAN: { daftar: '/surat-keterangan', tambah: '/tambah-suket', edit: '/edit-suket' },
  KONTROL: { daftar: '/surat-kontrol', tambah: '/tambah-kontrol', edit: '/edit-kontrol' },
  KELAHIRAN: { daftar: '/surat-kelahiran', tambah: '/tambah-lahir', edit: '/edit-lahir' },
};

/** Which group and which screen a page path is ('/tambah-suket/:id' → KETERANGAN, tambah). */
export function halamanSurat(path: string): { kelompok: KelompokSurat; mode: 'daftar' | 'tambah' | 'edit' } {
  for (const [kelompok, h] of Object.entries(HALAMAN_SURAT) as [
    KelompokSurat,
    (typeof HALAMAN_SURAT)[KelompokSurat],
  ][]) {
    if (path === h.daftar) return { kelompok, mode: 'daftar' };
    if (path.startsWith(`${h.tambah}/`)) return { kelompok, mode: 'tambah' };
    if (path.startsWith(`${h.edit}/`)) return { kelompok, mode: 'edit' };
  }
  return { kelompok: 'KETERANGAN', mode: 'daftar' };
}
