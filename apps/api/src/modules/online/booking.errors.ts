import { badRequest, conflict, notFound } from '../../platform/errors.ts';

// Bookings' errors (docs/antrean-online.md); the WS RS answers their message as metadata 201.

const pada = (path: string, message: string) => badRequest(message, [{ path, message }]);

export const bookingTidakDitemukan = () => notFound('Kode booking', 'online.booking_tidak_ditemukan');
export const poliTidakDikenal = () =>
  pada('kodepoli', 'Poli tidak ditemukan atau tidak melayani antrean online');
export const dokterTidakDikenal = () =>
  pada('kodedokter', 'Dokter tidak ditemukan atau tidak praktik di poli ini');
export const jadwalTidakAda = (dokter: string, poli: string, tanggal: string, jam: string) =>
  pada('jampraktek', `Jadwal ${dokter} di ${poli} pada ${tanggal} jam ${jam} tidak tersedia`);
export const tanggalTidakBoleh = (pesan: string) => pada('tanggalperiksa', pesan);
export const rujukanWajib = () => pada('nomorreferensi', 'nomorreferensi wajib diisi untuk pasien JKN');
export const identitasWajib = () =>
  pada('nik', 'Pilih pasien, atau isi NIK untuk pasien baru yang belum memiliki No. RM');

export const poliTutup = (poli: string, jam: string) =>
  conflict('online.poli_tutup', `Pendaftaran ke ${poli} sudah tutup (jam praktik berakhir ${jam})`);
export const sudahAmbil = (poli: string, tanggal: string, kode: string) =>
  conflict(
    'online.sudah_ambil',
    `Nomor antrean hanya dapat diambil 1 kali pada tanggal dan poli yang sama (${poli}, ${tanggal}: kode booking ${kode})`,
  );
export const sudahTerdaftarLoket = (poli: string, tanggal: string, nomor: string) =>
  conflict(
    'online.sudah_terdaftar',
    `Pasien sudah terdaftar di ${poli} pada ${tanggal} dengan nomor antrian ${nomor}`,
  );
export const kuotaHabis = (dokter: string, poli: string, tanggal: string, jkn: boolean) =>
  conflict(
    'online.kuota_penuh',
    `Kuota ${jkn ? 'JKN' : 'non-JKN'} ${dokter} di ${poli} pada ${tanggal} sudah penuh`,
  );
export const dokterCuti = (dokter: string, tanggal: string, alasan: string) =>
  conflict('online.dokter_cuti', `${dokter} cuti/libur pada ${tanggal} (${alasan}); pilih jadwal lain`);

export const sudahBatal = () => conflict('online.sudah_batal', 'Antrean ini sudah dibatalkan');
export const sudahCheckin = () => conflict('online.sudah_checkin', 'Pasien sudah check-in untuk antrean ini');
export const tidakDatang = () => conflict('online.tidak_datang', 'Antrean ini sudah ditandai tidak datang');
export const bukanHariIni = (tanggal: string) =>
  conflict('online.bukan_hari_ini', `Booking ini untuk ${tanggal}; check-in hanya pada hari pelayanan`);
export const pasienBaruKeLoket = () =>
  conflict('online.pasien_baru', 'Pasien baru: silakan ke loket pendaftaran');
export const bukanPasienBaru = () =>
  conflict('online.bukan_pasien_baru', 'Booking ini sudah terhubung dengan data pasien');
export const pasienTidakBoleh = (pesan: string) => conflict('online.pasien_tidak_boleh', pesan);
export const tidakBisaTidakDatang = () =>
  conflict(
    'online.belum_lewat',
    'Hanya booking yang belum check-in sampai hari kemarin atau sebelumnya yang dapat ditandai tidak datang',
  );
