import type { OpsiIntegrasi, SlugIntegrasi } from '@rawat/domain';

/** A plain (non-secret) setting kept in `opsi`, e.g. VClaim's Kode PPK. */
export interface IsianOpsi {
  kunci: keyof OpsiIntegrasi;
  label: string;
  placeholder?: string;
  keterangan: string;
  /** Shown right under the address (an address that belongs with it, like SATUSEHAT's token URL). */
  dekatUrl?: boolean;
}

/**
 * What the settings form asks of one partner. The three partners share one form (FormIntegrasi);
 * they differ only in words, in whether a user key exists (SATUSEHAT has none: OAuth2 client
 * credentials) and in their `opsi`. The server (pengaturan.service.ts) holds the same rules.
 */
export interface DeskripsiMitra {
  slug: SlugIntegrasi;
  judul: string;
  keterangan: string;
  url: { label: string; placeholder: string; keterangan: string };
  consId: string;
  rahasia: string;
  userKey: boolean;
  opsi: IsianOpsi[];
  aktif: { ya: string; tidak: string };
}

export const MITRA_INTEGRASI: readonly DeskripsiMitra[] = [
  {
    slug: 'bpjs-antrean',
    judul: 'BPJS Antrean RS',
    keterangan: 'Antrean online Mobile JKN: task ID dan antrean pasien JKN dikirim ke BPJS.',
    url: {
      label: 'Alamat layanan',
      placeholder: 'https://apijkn.bpjs-kesehatan.go.id/antreanrs',
      keterangan: 'Alamat dasar layanan Antrean RS dari BPJS (tanpa garis miring di akhir)',
    },
    consId: 'Consumer ID (cons id)',
    rahasia: 'Consumer secret',
    userKey: true,
    opsi: [],
    aktif: { ya: 'Aktif: task ID dan antrean dikirim ke BPJS', tidak: 'Nonaktif: tidak ada yang dikirim' },
  },
  {
    slug: 'bpjs-vclaim',
    judul: 'BPJS VClaim',
    keterangan:
      'Cek kepesertaan dan rujukan di meja pendaftaran, penerbitan SEP, dan rencana kontrol pasien BPJS.',
    url: {
      label: 'Alamat layanan',
      placeholder: 'https://apijkn.bpjs-kesehatan.go.id/vclaim-rest',
      keterangan: 'Alamat dasar layanan VClaim dari BPJS (tanpa garis miring di akhir)',
    },
    consId: 'Consumer ID (cons id)',
    rahasia: 'Consumer secret',
    userKey: true,
    opsi: [
      {
        kunci: 'kode_ppk',
        label: 'Kode PPK rumah sakit',
        placeholder: 'mis. 0301R011',
        keterangan: 'Kode faskes rumah sakit di BPJS; dipakai sebagai PPK pelayanan pada setiap SEP',
      },
    ],
    aktif: {
      ya: 'Aktif: kepesertaan dicek dan SEP diterbitkan lewat VClaim',
      tidak: 'Nonaktif: nomor rujukan dan SEP diisi manual',
    },
  },
  {
    slug: 'satusehat',
    judul: 'SATUSEHAT',
    keterangan:
      'Platform Kemenkes: kunjungan, diagnosis, tanda vital, tindakan, resep dan hasil lab dikirim sebagai FHIR R4.',
    url: {
      label: 'Alamat FHIR',
      placeholder: 'https://api-satusehat.kemkes.go.id/fhir-r4/v1',
      keterangan: 'Alamat dasar FHIR R4 SATUSEHAT (tanpa garis miring di akhir)',
    },
    consId: 'Client ID',
    rahasia: 'Client secret',
    userKey: false,
    opsi: [
      {
        kunci: 'auth_url',
        label: 'Alamat token (OAuth2)',
        placeholder: 'https://api-satusehat.kemkes.go.id/oauth2/v1',
        keterangan: 'Alamat dasar OAuth2 tempat token akses diminta',
        dekatUrl: true,
      },
      {
        kunci: 'organization_id',
        label: 'ID organisasi',
        placeholder: 'mis. 10000004',
        keterangan: 'ID organisasi rumah sakit di SATUSEHAT (dari portal SATUSEHAT)',
      },
    ],
    aktif: {
      ya: 'Aktif: data kunjungan dikirim ke SATUSEHAT',
      tidak: 'Nonaktif: tidak ada yang dikirim',
    },
  },
];
