import { digitTanggalNik, type JenisKelamin, type PasienInputMasukan } from '@rawat/domain';

let urut = 5000;

/** A valid NIK from Coblong, Bandung for this birth date and sex; each call a new serial. */
export function nikUntuk(tanggalLahir: string, jk: JenisKelamin): string {
  urut += 1;
  return `327302${digitTanggalNik(tanggalLahir, jk)}${urut}`;
}

/** A new-patient body for tests: valid and unique unless told otherwise. */
export function bodyPasien(ubah: Partial<PasienInputMasukan> = {}): PasienInputMasukan {
  const tanggal_lahir = ubah.tanggal_lahir ?? '1992-03-15';
  const jenis_kelamin = ubah.jenis_kelamin ?? 'L';
  return {
    nama: 'Pasien Uji',
    nik: nikUntuk(tanggal_lahir, jenis_kelamin),
    jenis_kelamin,
    tempat_lahir: 'Bandung',
    tanggal_lahir,
    agama: 'ISLAM',
    no_hp: '0812 3456 7890',
    alamat: 'Jl. Ir. H. Juanda No. 1',
    rt: '1',
    rw: '2',
    provinsi_kode: '32',
    kabupaten_kode: '32.73',
    kecamatan_kode: '32.73.02',
    desa_kode: '32.73.02.1004',
    ...ubah,
  };
}
