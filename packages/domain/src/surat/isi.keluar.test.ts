import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type IsiSuratKeluar, isiSuratKeluarSchema } from './isi.keluar.ts';
import { type IsiSurat, type IsiSuratMasukan, isiSuratSchema } from './isi.ts';
import { JENIS_SURAT } from './jenis.ts';

const temuan = { tanda_vital: { suhu: 37.5 }, pemeriksaan_fisik: ' ', diagnosis_kode: 'a01.0' };
const CONTOH: IsiSuratMasukan[] = [
  { jenis: 'SAKIT', temuan, istirahat_dari: '2030-01-07', istirahat_sampai: '2030-01-08', lama_hari: 2 },
  { jenis: 'SEHAT', temuan, keperluan: 'SIM', keperluan_rinci: 'SIM A' },
  { jenis: 'DIRAWAT', temuan, tanggal_masuk: '2030-01-01', tanggal_keluar: '' },
  { jenis: 'BUTA_WARNA', temuan: {}, metode: 'Tes Ishihara', hasil: 'NORMAL' },
  {
    jenis: 'BEBAS_NARKOBA',
    temuan: {},
    tanggal_periksa: '2030-01-07',
    metode: 'Tes cepat urine',
    hasil_urin: {
      AMP: 'NEGATIF',
      MET: 'NEGATIF',
      MOP: 'NEGATIF',
      THC: 'NEGATIF',
      COC: 'NEGATIF',
      BZO: 'NEGATIF',
    },
  },
  {
    jenis: 'KEMATIAN',
    tanggal_meninggal: '2030-01-07',
    jam_meninggal: '03:15',
    tempat_meninggal: 'RUMAH_SAKIT',
    sebab_langsung: 'Syok septik',
    sebab_dasar_kode: 'a41.9',
  },
  {
    jenis: 'KONTROL',
    tanggal_kontrol: '2030-01-14',
    poli_uid: '00000000-0000-4000-8000-000000000001',
    dokter_uid: '00000000-0000-4000-8000-000000000002',
    diagnosis: 'Hipertensi',
    alasan: 'Evaluasi',
    bpjs: { noSEP: '0301r0110130v000123' },
  },
  {
    jenis: 'KELAHIRAN',
    bayi: {
      jenis_kelamin: 'L',
      tanggal_lahir: '2030-01-07',
      jam_lahir: '06:40',
      tempat_lahir: 'RSU Rawat Sehat',
      berat_gram: 3200,
      panjang_cm: 49,
      jenis_kelahiran: 'TUNGGAL',
      kelahiran_ke: 1,
    },
    ibu: { nama: 'Siti' },
    ayah: {},
    penolong: { jenis: 'DOKTER', nama: 'dr. Lestari' },
  },
];

describe('isiSuratKeluarSchema (the answer) keeps step with isiSuratSchema (the input)', () => {
  it('has an example of every kind', () => {
    expect(CONTOH.map((c) => c.jenis).sort()).toEqual([...JENIS_SURAT].sort());
  });

  it.each(CONTOH)('answers a parsed $jenis letter as it was parsed', (contoh) => {
    const isi = isiSuratSchema.parse(contoh);
    expect(z.encode(isiSuratKeluarSchema, isi)).toEqual(isi);
  });

  it('reads codes in upper case and empty text as none', () => {
    const isi = isiSuratSchema.parse(CONTOH[0]);
    expect(isi.jenis === 'SAKIT' && isi.temuan).toMatchObject({
      pemeriksaan_fisik: null,
      diagnosis_kode: 'A01.0',
    });
    expectTypeOf<IsiSurat>().toExtend<IsiSuratKeluar>();
  });
});
