import {
  bagianJakarta,
  type DataKelahiran,
  type JenisSurat,
  PARAMETER_NARKOBA,
  type PenandaSurat,
  type Surat,
  type SuratKonteks,
  type suratUbahSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import type { z } from 'zod';

/**
 * The form's values: the signer and the kind's fields, as the form holds them ('' for a choice not
 * made, null for a number not typed); the contract's schema (suratUbahSchema) checks them on save.
 */
export interface NilaiSurat {
  pegawai_uid: string;
  isi: { jenis: JenisSurat } & Record<string, unknown>;
}
export type SuratTersimpan = z.output<typeof suratUbahSchema>;

const tambahHari = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Today in Jakarta, 'YYYY-MM-DD'. */
export const hariIni = () => toJakartaIsoDate(new Date());

const dua = (n: number) => String(n).padStart(2, '0');

/** The baby's fields of a birth certificate from the delivery record (docs/bersalin.md), or blank. */
function bayiAwal(k: SuratKonteks, lahir: DataKelahiran | undefined) {
  const tempat_lahir = k.faskes?.nama ?? '';
  if (!lahir)
    return {
      nama: '',
      jenis_kelamin: '',
      tanggal_lahir: hariIni(),
      jam_lahir: undefined,
      tempat_lahir,
      berat_gram: null,
      panjang_cm: null,
      jenis_kelahiran: 'TUNGGAL',
      kelahiran_ke: null,
      urutan_kembar: null,
      cara_persalinan: '',
    };
  const w = bagianJakarta(lahir.waktu_lahir);
  const kembar = lahir.jumlah_bayi > 1;
  return {
    nama: lahir.nama_bayi,
    jenis_kelamin: lahir.jenis_kelamin,
    tanggal_lahir: toJakartaIsoDate(lahir.waktu_lahir),
    jam_lahir: `${dua(w.jam)}:${dua(w.menit)}`,
    tempat_lahir,
    berat_gram: lahir.berat_gram,
    panjang_cm: lahir.panjang_cm,
    jenis_kelahiran: kembar ? 'KEMBAR' : 'TUNGGAL',
    kelahiran_ke: lahir.kelahiran_ke,
    urutan_kembar: kembar ? lahir.urutan : null,
    cara_persalinan: lahir.cara,
  };
}

/**
 * A new letter's fields, from the visit: the chart's findings, the planned follow-up, the patient
 * (the mother, on a birth certificate; with `lahir`, the baby's birth as the delivery room
 * recorded it). Test results are left unchosen: a person must read them.
 */
export function isiAwal(
  jenis: JenisSurat,
  k: SuratKonteks,
  penanda: PenandaSurat | undefined,
  lahir?: DataKelahiran,
): NilaiSurat['isi'] {
  const hari = hariIni();
  const temuan = { ...k.temuan, tanda_vital: k.temuan.tanda_vital ?? {} };
  switch (jenis) {
    case 'SAKIT':
      return {
        jenis,
        temuan,
        istirahat_dari: hari,
        istirahat_sampai: tambahHari(hari, 1),
        pekerjaan: k.pasien.pekerjaan,
      };
    case 'SEHAT':
      return {
        jenis,
        temuan,
        keperluan: 'PEKERJAAN',
        keperluan_rinci: '',
        pekerjaan: k.pasien.pekerjaan,
        catatan: '',
      };
    case 'DIRAWAT':
      return {
        jenis,
        temuan,
        tanggal_masuk: k.layanan.tanggal,
        tanggal_keluar: null,
        ruangan: '',
        keperluan: '',
      };
    case 'BUTA_WARNA':
      return { jenis, temuan, metode: 'Tes Ishihara', hasil: '', keperluan: '' };
    case 'BEBAS_NARKOBA':
      return {
        jenis,
        temuan,
        tanggal_periksa: hari,
        metode: 'Tes cepat (rapid test) urine 6 parameter',
        hasil_urin: Object.fromEntries(PARAMETER_NARKOBA.map((p) => [p, ''])),
        keperluan: '',
      };
    case 'KEMATIAN':
      return {
        jenis,
        tanggal_meninggal: hari,
        jam_meninggal: undefined,
        tempat_meninggal: 'RUMAH_SAKIT',
        tempat_rinci: k.layanan.poli.nama,
        sebab_langsung: '',
        sebab_antara: '',
        sebab_dasar: k.temuan.diagnosis ?? '',
        sebab_dasar_kode: k.temuan.diagnosis_kode ?? '',
        kondisi_lain: '',
      };
    case 'KONTROL':
      return {
        jenis,
        tanggal_kontrol: k.tindak_lanjut?.tanggal_kontrol ?? tambahHari(hari, 7),
        poli_uid: k.layanan.poli.uid,
        dokter_uid: k.layanan.dokter?.uid ?? '',
        diagnosis: k.temuan.diagnosis ?? '',
        diagnosis_kode: k.temuan.diagnosis_kode ?? '',
        alasan: k.tindak_lanjut?.alasan ?? '',
        rencana: '',
        bpjs: k.layanan.penjamin === 'BPJS' ? { noSEP: k.layanan.no_sep ?? '' } : null,
      };
    case 'KELAHIRAN':
      return {
        jenis,
        bayi: bayiAwal(k, lahir),
        ibu: {
          nik: k.pasien.nik ?? '',
          nama: k.pasien.nama,
          tanggal_lahir: k.pasien.tanggal_lahir,
          umur: null,
          alamat: k.pasien.alamat,
        },
        ayah: {
          nik: '',
          nama: lahir?.ayah?.nama ?? '',
          tanggal_lahir: null,
          umur: null,
          alamat: k.pasien.alamat,
        },
        penolong: lahir
          ? { jenis: lahir.penolong, nama: lahir.nama_penolong }
          : { jenis: penanda?.profesi ?? 'DOKTER', nama: penanda?.nama ?? '' },
      };
  }
}

/** A saved letter back into the form (vital signs as an object so their fields can be typed in). */
export function nilaiDari(s: Surat): NilaiSurat {
  const isi: NilaiSurat['isi'] = s.isi;
  return {
    pegawai_uid: s.penanda.uid,
    isi:
      'temuan' in s.isi
        ? { ...isi, temuan: { ...s.isi.temuan, tanda_vital: s.isi.temuan.tanda_vital ?? {} } }
        : isi,
  };
}
