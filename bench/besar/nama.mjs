// Names by region for the generated patients (bench/besar/tahap/pasien.mjs; bench/pasien-besar.mjs
// can import them too): the province of a patient's kecamatan chooses the pool.
import fs from 'node:fs';
import path from 'node:path';

export const UMUM_L = [
  'Ahmad',
  'Muhammad',
  'Budi',
  'Agus',
  'Joko',
  'Andi',
  'Rizky',
  'Dedi',
  'Hendra',
  'Bambang',
  'Eko',
  'Fajar',
  'Arif',
  'Yusuf',
  'Hadi',
  'Irfan',
  'Taufik',
  'Rahmat',
  'Dimas',
  'Bayu',
  'Imam',
  'Wahyu',
  'Slamet',
  'Teguh',
  'Rudi',
  'Anton',
  'Yoga',
  'Aditya',
  'Galih',
  'Ilham',
];
export const UMUM_P = [
  'Siti',
  'Dewi',
  'Sri',
  'Nur',
  'Rina',
  'Wati',
  'Fitri',
  'Lestari',
  'Putri',
  'Ayu',
  'Indah',
  'Ratna',
  'Yuni',
  'Nurul',
  'Aisyah',
  'Fatimah',
  'Maya',
  'Dian',
  'Eka',
  'Rahma',
  'Kartika',
  'Novi',
  'Wulan',
  'Intan',
  'Mega',
  'Anisa',
  'Tuti',
  'Endang',
  'Sulastri',
  'Nining',
];
export const KELOMPOK = {
  jawa: {
    l: [...UMUM_L, 'Sutrisno', 'Sugeng', 'Waluyo', 'Priyanto', 'Haryanto', 'Suparman', 'Gunawan', 'Purnomo'],
    p: [...UMUM_P, 'Sumarni', 'Suryani', 'Wahyuni', 'Rahayu', 'Sulistyowati', 'Puji', 'Handayani'],
    b: [
      'Santoso',
      'Setiawan',
      'Wibowo',
      'Susanto',
      'Saputra',
      'Pratama',
      'Hidayat',
      'Kurniawan',
      'Nugroho',
      'Prasetyo',
      'Wijaya',
      'Purwanto',
      'Rahmawati',
      'Lestari',
      'Wulandari',
      'Susilo',
      'Hartono',
      'Utomo',
      'Suharto',
      'Maharani',
      'Anggraini',
      'Permana',
      'Firmansyah',
      'Ramadhan',
      'Hidayah',
    ],
  },
  sunda: {
    l: [...UMUM_L, 'Asep', 'Ujang', 'Dadang', 'Cecep', 'Deden', 'Ade', 'Iwan', 'Ujang', 'Yayan', 'Engkos'],
    p: [...UMUM_P, 'Euis', 'Neneng', 'Imas', 'Cucu', 'Lilis', 'Tati', 'Yati', 'Enok'],
    b: [
      'Sunarya',
      'Suryana',
      'Hermawan',
      'Supriatna',
      'Kusnadi',
      'Sopian',
      'Permana',
      'Rohman',
      'Hidayat',
      'Nurjanah',
      'Komalasari',
      'Kurniasih',
      'Suganda',
      'Mulyana',
      'Setiadi',
      'Gumilar',
    ],
  },
  batak: {
    l: [...UMUM_L, 'Parulian', 'Togar', 'Binsar', 'Poltak', 'Horas', 'Marolop', 'Sahat', 'Tigor'],
    p: [...UMUM_P, 'Rosmawati', 'Tiurma', 'Lamria', 'Romauli', 'Sondang', 'Butet', 'Masniari'],
    b: [
      'Siregar',
      'Nasution',
      'Harahap',
      'Lubis',
      'Simanjuntak',
      'Sitompul',
      'Situmorang',
      'Hutapea',
      'Panjaitan',
      'Sinaga',
      'Tampubolon',
      'Pardede',
      'Simatupang',
      'Manurung',
      'Sihombing',
      'Hasibuan',
      'Pane',
      'Ginting',
      'Tarigan',
      'Sembiring',
    ],
  },
  minang: {
    l: [...UMUM_L, 'Afrizal', 'Syafrizal', 'Zulkifli', 'Yulianto', 'Datuak', 'Rusli', 'Khairul'],
    p: [...UMUM_P, 'Yusnidar', 'Nurhayati', 'Yenni', 'Erni', 'Zuraida', 'Desmawati'],
    b: [
      'Chaniago',
      'Piliang',
      'Koto',
      'Tanjung',
      'Sikumbang',
      'Jambak',
      'Caniago',
      'Syafei',
      'Rasyid',
      'Yunus',
      'Effendi',
      'Hamzah',
    ],
  },
  bali: {
    l: [
      'I Made',
      'I Wayan',
      'I Ketut',
      'I Nyoman',
      'I Putu',
      'I Komang',
      'I Gede',
      'Ida Bagus',
      'I Kadek',
      'Anak Agung',
    ],
    p: [
      'Ni Made',
      'Ni Wayan',
      'Ni Ketut',
      'Ni Nyoman',
      'Ni Putu',
      'Ni Komang',
      'Ni Luh',
      'Ida Ayu',
      'Ni Kadek',
      'Anak Agung Istri',
    ],
    b: [
      'Suarta',
      'Sudarma',
      'Wirawan',
      'Astawa',
      'Artini',
      'Suastika',
      'Mahendra',
      'Sukadana',
      'Widiastuti',
      'Ariani',
      'Suparta',
      'Darmawan',
      'Budiasa',
      'Sutrisna',
    ],
  },
  bugis: {
    l: [...UMUM_L, 'Andi Muh.', 'Baso', 'Syamsul', 'Arifuddin', 'Syahrir', 'Nasrullah', 'Jamaluddin'],
    p: [...UMUM_P, 'Andi Nurul', 'Hasnah', 'Hamsiah', 'Nurhaedah', 'Sitti', 'Jumriati', 'Rosmiati'],
    b: [
      'Daeng',
      'Rahman',
      'Syamsuddin',
      'Hasanuddin',
      'Mappaseng',
      'Amiruddin',
      'Baharuddin',
      'Makkasau',
      'Pawelloi',
      "Ma'ruf",
      'Hamid',
      'Latif',
    ],
  },
  timur: {
    l: [...UMUM_L, 'Yohanes', 'Markus', 'Petrus', 'Frans', 'Yosef', 'Agustinus', 'Stefanus', 'Paulus'],
    p: [...UMUM_P, 'Maria', 'Yuliana', 'Magdalena', 'Theresia', 'Agnes', 'Veronika', 'Fransiska'],
    b: [
      'Wenda',
      'Kogoya',
      'Rumbiak',
      'Mandacan',
      'Tapilatu',
      'Pattinama',
      'Latuconsina',
      'Lopulalan',
      'Manuputty',
      'Ndun',
      'Kana',
      'Bere',
      'Lake',
      'Tanesib',
    ],
  },
  melayu: {
    l: [...UMUM_L, 'Syahrul', 'Zainal', 'Azhari', 'Fadli', 'Teuku', 'Mukhlis', 'Zulfikar'],
    p: [...UMUM_P, 'Cut', 'Nurhasanah', 'Zahara', 'Fauziah', 'Rosnani', 'Mardiah'],
    b: [
      'Ismail',
      'Abdullah',
      'Hasan',
      'Usman',
      'Zakaria',
      'Harun',
      'Saleh',
      'Ibrahim',
      'Yusuf',
      'Ramli',
      'Junaidi',
      'Mahmud',
      'Lubis',
      'Siregar',
    ],
  },
};
export const kelompokProvinsi = (prov) => {
  const p = Number(prov);
  if ([33, 34, 35].includes(p)) return 'jawa';
  if ([32, 36].includes(p)) return 'sunda';
  if (p === 31) return ['jawa', 'sunda', 'batak', 'melayu'][Number(prov) % 4];
  if (p === 12) return 'batak';
  if (p === 13) return 'minang';
  if (p === 51) return 'bali';
  if (p >= 71 && p <= 76) return 'bugis';
  if (p >= 52 && p <= 53) return 'timur';
  if (p >= 81) return 'timur';
  return 'melayu';
};

/** Kecamatan (one desa each) spread across the country, for addresses and NIK prefixes. */
export function bacaWilayah(root, jumlah) {
  const csv = fs.readFileSync(path.join(root, 'apps/api/data/wilayah/wilayah_kemendagri_2025.csv'), 'utf8');
  const nama = new Map();
  const desaPertama = new Map();
  for (const baris of csv.split('\n').slice(1)) {
    if (!baris) continue;
    const [kode, n, , , jenis] = baris.split(',');
    nama.set(kode, n);
    if (jenis === 'desa') {
      const kec = kode.slice(0, 8);
      if (!desaPertama.has(kec)) desaPertama.set(kec, kode);
    }
  }
  const semua = [...desaPertama.values()];
  const langkahPilih = Math.max(1, Math.floor(semua.length / jumlah));
  const pilih = semua.filter((_, i) => i % langkahPilih === 0).slice(0, jumlah);
  return pilih.map((desa) => {
    const [p, k, c] = desa.split('.');
    const kab = nama.get(`${p}.${k}`) ?? '';
    return {
      provinsi_kode: p,
      kabupaten_kode: `${p}.${k}`,
      kecamatan_kode: `${p}.${k}.${c}`,
      desa_kode: desa,
      provinsi_nama: nama.get(p),
      kabupaten_nama: kab,
      kecamatan_nama: nama.get(`${p}.${k}.${c}`),
      desa_nama: nama.get(desa),
      tempat: kab.replace(/^(Kabupaten|Kota) /, ''),
      nik6: `${p}${k}${c}`,
      kelompok: kelompokProvinsi(p),
    };
  });
}
