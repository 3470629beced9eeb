import { formatRupiah, ringkasTertunda, type Tertunda } from '@rawat/domain';
import { AppError, badRequest, conflict, notFound } from '../../../platform/errors.ts';

const galatField = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const pembayaranTidakDitemukan = () => notFound('Pembayaran', 'pembayaran.tidak_ditemukan');
export const kunjunganTidakDitemukan = () => notFound('Kunjungan', 'pembayaran.kunjungan_tidak_ditemukan');
export const penjualanTidakDitemukan = () =>
  notFound('Penjualan obat', 'pembayaran.penjualan_tidak_ditemukan');

export const tagihanLunas = () =>
  conflict(
    'pembayaran.tagihan_sudah_lunas',
    'Tagihan kunjungan ini sudah lunas; tidak ada yang perlu dibayar lagi',
  );

export const tagihanBerubah = (dilihat: number, sekarang: number) =>
  conflict(
    'pembayaran.tagihan_berubah',
    `Tagihan berubah dari ${formatRupiah(dilihat)} menjadi ${formatRupiah(sekarang)} (ada tagihan baru atau yang dibatalkan). Muat ulang dan periksa kembali.`,
  );

export const kunjunganBatal = () => conflict('pembayaran.kunjungan_batal', 'Kunjungan ini sudah dibatalkan');

/** A stay's bill is paid once, after discharge (docs/ranap/tagihan.md). */
export const masihDirawat = () =>
  conflict('kasir.masih_dirawat', 'Pasien masih dirawat; tagihan akhir dibayar setelah pasien dipulangkan');

export const diskonMelebihiTagihan = (tagihan: number) =>
  galatField('diskon', `Diskon tidak boleh melebihi tagihan pasien ${formatRupiah(tagihan)}`);

export const diskonTanpaWewenang = () =>
  new AppError(403, 'pembayaran.diskon_tanpa_wewenang', 'Akun Anda tidak berwenang memberi diskon');

export const diskonMelebihiWewenang = (persen: number, batas: number) =>
  new AppError(
    403,
    'pembayaran.diskon_melebihi_wewenang',
    `Diskon melebihi wewenang Anda (maksimal ${persen}% = ${formatRupiah(batas)})`,
  );

export const jumlahTidakSesuai = (dibayar: number, harus: number) =>
  galatField(
    'metode',
    `Jumlah pembayaran ${formatRupiah(dibayar)} tidak sama dengan yang harus dibayar ${formatRupiah(harus)}`,
  );

export const bankTidakDikenal = (i: number) =>
  galatField(`metode.${i}.bank_uid`, 'Bank tidak ditemukan atau nonaktif');

export const depositTidakCukup = (saldo: number) =>
  conflict('pembayaran.deposit_tidak_cukup', `Saldo deposit tidak cukup (sisa ${formatRupiah(saldo)})`);

export const depositUntukPenjualan = () =>
  galatField('metode', 'Deposit hanya dapat dipakai untuk tagihan kunjungan');

export const diskonUntukPenjualan = () =>
  galatField('diskon', 'Diskon tidak berlaku untuk penjualan obat bebas');

export const sudahDibatalkan = (nomor: string) =>
  conflict('pembayaran.sudah_dibatalkan', `Pembayaran ${nomor} sudah dibatalkan sebelumnya`);

export const bukanPembayaran = (nomor: string) =>
  conflict('pembayaran.bukan_pembayaran', `${nomor} adalah catatan pembatalan, bukan pembayaran`);

export const obatSudahDiserahkan = (nomor: string) =>
  conflict(
    'pembayaran.obat_sudah_diserahkan',
    `Obat penjualan ${nomor} sudah diserahkan; batalkan lewat retur di farmasi`,
  );

/**
 * Issue 17: orders or prescriptions the units have not charged yet. Paying now would leave them
 * to reopen the bill later (the medicine handed over, the patient gone), so the cashier must say
 * so explicitly (`abaikan_tertunda`); each item is listed in `errors`.
 */
export const masihAdaTertunda = (daftar: readonly Tertunda[]) =>
  conflict(
    'kasir.masih_ada_tertunda',
    `${ringkasTertunda(daftar)}: ${daftar.map((t) => `${t.label} ${t.nomor}`).join(', ')}. Tunggu sampai ditagihkan unitnya, atau tegaskan untuk tetap membayar sekarang.`,
    daftar.map((t, i) => ({
      path: `tertunda.${i}`,
      message: `${t.label} ${t.nomor} (${t.label_status}): ${t.items.join(', ')} – perkiraan ${formatRupiah(t.perkiraan)}`,
    })),
  );
