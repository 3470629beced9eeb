import { LABEL_AKSI } from '@rawat/domain';

export type WarnaAksi = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

// The verbs most modules write (`<entitas>.create`, `.update`, …), for actions LABEL_AKSI does not list.
const KATA_KERJA: Record<string, string> = {
  create: 'Membuat',
  update: 'Mengubah',
  status: 'Mengubah status',
  delete: 'Menghapus',
  baca: 'Membuka',
  read: 'Membuka',
};

/** 'Masuk' for auth.login; an unlisted 'pasien.create' reads 'Membuat pasien', 'resep.serah' 'Resep: serah'. */
export function labelAksi(aksi: string): string {
  const label = LABEL_AKSI[aksi];
  if (label) return label;
  const titik = aksi.indexOf('.');
  if (titik < 0) return aksi;
  const entitas = aksi.slice(0, titik);
  const kata = aksi.slice(titik + 1);
  const kerja = KATA_KERJA[kata];
  return kerja
    ? `${kerja} ${labelEntitas(entitas).toLowerCase()}`
    : `${labelEntitas(entitas)}: ${kata.replaceAll('_', ' ').replaceAll('.', ' ')}`;
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

const LABEL_ENTITAS: Record<string, string> = {
  sesi: 'Sesi',
  akun: 'Akun',
  pasien: 'Pasien',
  layanan: 'Layanan',
  antrian: 'Antrian',
  resep: 'Resep',
  order_penunjang: 'Order penunjang',
  resume_medis: 'Resume medis',
  pembayaran: 'Pembayaran',
  deposit: 'Deposit',
  kasir_shift: 'Shift kasir',
  farmasi_penjualan: 'Penjualan obat',
  farmasi_dokumen: 'Dokumen farmasi',
};

/** 'Order penunjang' for order_penunjang; a kind without a label is shown with spaces. */
export function labelEntitas(entitas: string): string {
  const label = LABEL_ENTITAS[entitas];
  if (label) return label;
  const teks = entitas.replaceAll('_', ' ');
  return teks.charAt(0).toUpperCase() + teks.slice(1);
}
