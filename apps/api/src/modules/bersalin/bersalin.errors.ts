import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';

export const persalinanTidakDitemukan = () => notFound('Catatan persalinan', 'bersalin.tidak_ditemukan');

export const stayTidakDitemukan = () => notFound('Rawat inap pasien', 'bersalin.stay_tidak_ditemukan');

export const bayiTidakDitemukan = () => notFound('Bayi', 'bersalin.bayi_tidak_ditemukan');

/** ADMIN and MANAGEMENT read the delivery room; only its doctors and midwives write in it. */
export const bukanPetugasBersalin = () =>
  forbidden('Hanya dokter atau bidan ruang bersalin yang dapat mengisi catatan ini');

export const stayTidakAktif = () =>
  conflict(
    'bersalin.stay_tidak_aktif',
    'Pasien tidak sedang dirawat inap; terima pasien di Rawat Inap dahulu',
  );

export const bukanPerempuan = () =>
  conflict('bersalin.bukan_perempuan', 'Ruang bersalin hanya untuk pasien perempuan');

export const sudahTercatat = () =>
  conflict(
    'bersalin.sudah_tercatat',
    'Pasien ini sudah tercatat di ruang bersalin; buka catatannya dari daftar',
  );

export const sudahBersalin = () =>
  conflict(
    'bersalin.sudah_bersalin',
    'Persalinan sudah dicatat; partograf dan data persalinan tidak dapat diubah',
  );

export const belumBersalin = () =>
  conflict('bersalin.belum_bersalin', 'Catat persalinan dahulu sebelum mendaftarkan bayi');

/** A 400 naming one field, for rules the contract cannot see (the clock, earlier entries). */
export const isianTidakValid = (path: string, pesan: string) => badRequest(pesan, [{ path, message: pesan }]);
