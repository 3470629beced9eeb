import { AppError, conflict, notFound } from '../../platform/errors.ts';

// VClaim's errors (docs/vclaim.md "Galat"): stable codes, Indonesian messages, BPJS's own words
// quoted where BPJS gave them.

export const belumDiatur = () =>
  conflict(
    'vclaim.belum_diatur',
    'BPJS VClaim belum diatur atau nonaktif: isi alamat layanan, Consumer ID, kunci dan Kode PPK di Pengaturan Bridging',
  );

/** BPJS could not be reached or answered with a server error: try again later. */
export const tidakTerhubung = (sebab: string) =>
  new AppError(503, 'vclaim.tidak_terhubung', `BPJS VClaim tidak dapat dihubungi: ${sebab}`);

export const kredensialDitolak = (pesan: string) =>
  new AppError(503, 'vclaim.kredensial_ditolak', `BPJS VClaim menolak kredensial: ${pesan}`);

export const pesertaTidakDitemukan = (pesan: string) =>
  new AppError(404, 'vclaim.peserta_tidak_ditemukan', `Peserta tidak ditemukan di BPJS: ${pesan}`);

export const rujukanTidakDitemukan = (pesan: string) =>
  new AppError(404, 'vclaim.rujukan_tidak_ditemukan', `Rujukan tidak ditemukan di BPJS: ${pesan}`);

/** Any other refusal of a lookup, in BPJS's words. */
export const ditolakBpjs = (pesan: string, kode: string | null) =>
  conflict('vclaim.ditolak', `BPJS menolak permintaan${kode ? ` (kode ${kode})` : ''}: ${pesan}`);

export const pesertaTidakAktif = (keterangan: string) =>
  conflict(
    'vclaim.peserta_tidak_aktif',
    `Peserta BPJS tidak aktif: ${keterangan}. SEP tidak dapat diterbitkan; daftarkan sebagai pasien umum atau minta peserta mengurus kepesertaannya`,
    [{ path: 'no_kartu', message: `Status peserta: ${keterangan}` }],
  );

export const pesertaTidakTerdaftar = (pesan: string) =>
  conflict('vclaim.peserta_tidak_terdaftar', `Nomor kartu tidak dikenal BPJS: ${pesan}`, [
    { path: 'no_kartu', message: pesan },
  ]);

export const bukanBpjs = () =>
  conflict('vclaim.bukan_bpjs', 'SEP hanya untuk kunjungan dengan penjamin BPJS Kesehatan');

export const tanggalSep = (tanggal: string, hariIni: string) =>
  conflict(
    'vclaim.tanggal_sep',
    tanggal > hariIni
      ? 'SEP hanya dapat diterbitkan pada hari pelayanan: terbitkan saat pasien datang'
      : 'SEP untuk tanggal yang sudah lewat memerlukan pengajuan (approval) backdate ke BPJS',
  );

export const poliTanpaKode = (nama: string) =>
  conflict('vclaim.poli_tanpa_kode', `${nama} belum memiliki kode poli BPJS; lengkapi di Kelola Poli Klinik`);

export const dokterTanpaDpjp = (nama: string | null) =>
  conflict(
    'vclaim.dokter_tanpa_dpjp',
    nama
      ? `${nama} belum memiliki kode DPJP BPJS; lengkapi di Kelola Dokter`
      : 'Pilih dokter (DPJP) untuk menerbitkan SEP',
    [{ path: 'dokter_uid', message: 'Dokter DPJP dengan kode BPJS wajib dipilih' }],
  );

export const rujukanKurang = (errors: { path: string; message: string }[]) =>
  conflict('vclaim.rujukan_kurang', 'Data rujukan belum lengkap: cari rujukan peserta lalu pilih', errors);

export const rujukanKedaluwarsa = (tglRujukan: string, berlakuSampai: string) =>
  conflict(
    'vclaim.rujukan_kedaluwarsa',
    `Rujukan tanggal ${tglRujukan} hanya berlaku 90 hari (sampai ${berlakuSampai}); minta rujukan baru dari faskes perujuk`,
    [{ path: 'sep.tgl_rujukan', message: 'Rujukan sudah tidak berlaku' }],
  );

export const kelasWajib = () =>
  conflict(
    'vclaim.kelas_wajib',
    'Hak kelas peserta tidak dapat dibaca dari BPJS saat ini: pilih kelas rawat sesuai kartu peserta',
    [{ path: 'sep.kelas_rawat', message: 'Kelas rawat wajib dipilih' }],
  );

export const sepSudahAda = (noSep: string | null) =>
  conflict(
    'vclaim.sep_sudah_ada',
    noSep
      ? `Kunjungan ini sudah memiliki SEP ${noSep}`
      : 'Kunjungan ini sudah memiliki SEP yang menunggu jawaban BPJS',
  );

export const sepTidakDitemukan = () => notFound('SEP', 'vclaim.sep_tidak_ditemukan');

export const sepMenunggu = () =>
  conflict('vclaim.sep_menunggu', 'SEP masih menunggu jawaban BPJS: koreksi atau hapus setelah SEP terbit');

export const perubahanMenunggu = () =>
  conflict(
    'vclaim.perubahan_menunggu',
    'Koreksi atau penghapusan sebelumnya masih menunggu BPJS: tunggu sampai terkirim (lihat Monitor Bridging)',
  );

export const sepDihapus = () => conflict('vclaim.sep_dihapus', 'SEP ini sudah dihapus');

export const bidangTerkunci = (bidang: string[]) =>
  conflict(
    'vclaim.sep_bidang_terkunci',
    `SEP yang sudah terbit hanya dapat dikoreksi kelas rawat, catatan, diagnosa awal, nomor telepon, DPJP dan poli eksekutif; ${bidang.join(', ')} tidak dapat diubah (hapus SEP lalu terbitkan ulang)`,
    bidang.map((path) => ({ path, message: 'Tidak dapat diubah pada SEP yang sudah terbit' })),
  );

export const kunjunganSelesai = () =>
  conflict('vclaim.kunjungan_selesai', 'Kunjungan sudah selesai: SEP tidak dapat dihapus');

export const sudahDibayar = (nomor: string) =>
  conflict(
    'vclaim.sudah_dibayar',
    `Tagihan kunjungan sudah dibayar (kuitansi ${nomor}): SEP tidak dapat dihapus`,
  );

export const belumTerbit = () =>
  conflict('vclaim.sep_belum_terbit', 'SEP belum terbit: cetak setelah BPJS memberikan nomor SEP');

export const pendaftaranTidakDitemukan = () => notFound('Pendaftaran', 'vclaim.pendaftaran_tidak_ditemukan');

/** An inpatient SEP refers to the outpatient SEP the stay came from (docs/vclaim.md "SEP rawat inap"). */
export const sepRanapTanpaRujukan = () =>
  conflict(
    'vclaim.sep_ranap_tanpa_rujukan',
    'SEP rawat inap membutuhkan SEP rawat jalan yang terbit (IGD atau poliklinik asal pasien, atau kunjungan poli yang merencanakan rawat inap dalam 90 hari terakhir)',
  );

export const sepAsalMenunggu = () =>
  conflict(
    'vclaim.sep_asal_menunggu',
    'SEP rawat jalan kunjungan ini belum terbit (menunggu atau ditolak BPJS): selesaikan dulu di Data SEP',
  );

export const dpjpTanpaPoliBpjs = (nama: string) =>
  conflict(
    'vclaim.dpjp_tanpa_poli',
    `${nama} belum terdaftar di poliklinik yang memiliki kode BPJS: SPRI memerlukan poli DPJP (Kelola Dokter)`,
  );

export const bukanRawatInap = () =>
  conflict('vclaim.bukan_rawat_inap', 'Layanan ini bukan perawatan rawat inap yang masih dirawat');

export const teleponWajib = () =>
  conflict('vclaim.telepon_wajib', 'Nomor telepon pasien belum ada: lengkapi No. HP pasien untuk SEP', [
    { path: 'no_telp', message: 'Nomor telepon wajib diisi' },
  ]);

/** The entitled class at admission differs from what BPJS holds for the card. */
export const kelasHakBeda = (menurutBpjs: string, diisi: string) =>
  conflict(
    'vclaim.kelas_hak_beda',
    `Hak kelas peserta menurut BPJS ${menurutBpjs}, bukan ${diisi}: perbaiki hak kelas sesuai kartu`,
    [{ path: 'kelas_hak', message: `Hak kelas menurut BPJS: ${menurutBpjs}` }],
  );
