import { KODE_DEPO_KAMAR_OPERASI } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

export const bhpTidakDitemukan = () => notFound('Baris BHP operasi', 'operasi.bhp_tidak_ditemukan');

export const depoBelumAda = () =>
  conflict(
    'operasi.depo_belum_ada',
    `Depo kamar operasi (kode ${KODE_DEPO_KAMAR_OPERASI}) belum ada atau tidak aktif; hubungi instalasi farmasi`,
  );

/** Usage is recorded from preparation on, and never on a cancelled operation. */
export const bhpStatusTidakBoleh = (status: string) =>
  conflict(
    'operasi.bhp_status',
    status === 'Batal'
      ? 'Operasi sudah dibatalkan; pemakaian BHP dan obat tidak dapat dicatat'
      : `Pemakaian BHP dan obat dicatat mulai status Persiapan (sekarang: ${status})`,
  );

/** The cashier has taken the operation's charges: a change now would alter a paid bill. */
export const tagihanSudahDibayar = (kode: string) =>
  conflict(
    'operasi.bhp_sudah_dibayar',
    `Tagihan operasi ${kode} sudah dibayar di kasir; pemakaian BHP dan obat tidak dapat diubah lagi`,
  );

export const bhpSudahDibatalkan = (nama: string) =>
  conflict('operasi.bhp_sudah_dibatalkan', `Pemakaian ${nama} sudah dibatalkan sebelumnya`);

/** 400 on each line whose product is unknown, inactive or without a price. */
export const produkTidakBisa = (masalah: { path: string; message: string }[]) =>
  badRequest('Ada BHP atau obat yang tidak dapat dipakai', masalah);
