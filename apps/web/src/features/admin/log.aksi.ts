import { LABEL_AKSI } from '@rawat/domain';

export type WarnaAksi = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export function labelAksi(aksi: string): string {
  return LABEL_AKSI[aksi] ?? aksi;
}

/** Chip colour by what the action did: failed or blocked attempts stand out, removals warn. */
export function warnaAksi(aksi: string): WarnaAksi {
  if (aksi.endsWith('_gagal') || aksi.endsWith('_diblokir')) return 'error';
  if (aksi === 'auth.login') return 'success';
  if (aksi.startsWith('auth.')) return 'default';
  if (aksi.endsWith('.create') || aksi.endsWith('.grant')) return 'primary';
  if (
    aksi.endsWith('.revoke') ||
    aksi.endsWith('.delete') ||
    aksi.endsWith('reset_password') ||
    aksi.endsWith('sesi_diakhiri')
  )
    return 'warning';
  return 'info';
}

/** The action options of the filter, sorted by their Indonesian label. */
export const OPSI_AKSI = Object.entries(LABEL_AKSI)
  .map(([kode, label]) => ({ kode, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'id'));
