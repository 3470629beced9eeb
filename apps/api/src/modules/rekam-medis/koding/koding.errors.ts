import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const layananTidakDitemukan = () => notFound('Layanan', 'koding.layanan_tidak_ditemukan');

/** Codes are confirmed on the finished record only: the doctor may still change the chart before. */
export const layananBelumSelesai = () =>
  conflict(
    'koding.belum_selesai',
    'Pelayanan belum selesai; kode baru dapat dikonfirmasi setelah pasien selesai dilayani atau pulang',
  );

export const icd10TidakDikenal = (i: number, kode: string) =>
  badRequest(`Kode ICD-10 '${kode}' tidak ada di katalog`, [
    { path: `diagnosis.${i}.kode`, message: `Kode ICD-10 '${kode}' tidak ada di katalog` },
  ]);

export const icd10BelumSpesifik = (i: number, kode: string) => {
  const pesan = `Kode ${kode} masih kategori; pilih subkategorinya yang paling spesifik (mis. ${kode}.9)`;
  return badRequest(pesan, [{ path: `diagnosis.${i}.kode`, message: pesan }]);
};

export const icd9TidakDikenal = (i: number, kode: string) =>
  badRequest(`Kode ICD-9-CM '${kode}' tidak ada di katalog`, [
    { path: `prosedur.${i}.kode`, message: `Kode ICD-9-CM '${kode}' tidak ada di katalog` },
  ]);

export const kodeGanda = (path: 'diagnosis' | 'prosedur', kode: string) =>
  badRequest(`Kode ${kode} tercantum dua kali`, [{ path, message: `Kode ${kode} tercantum dua kali` }]);

export const catatanWajib = () =>
  badRequest('Catatan wajib diisi bila kode berbeda dari kode dokter', [
    { path: 'catatan', message: 'Tuliskan alasan perubahan kode' },
  ]);
