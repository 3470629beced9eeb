import {
  type Agama,
  digitTanggalNik,
  formatNoRm,
  type GolonganDarah,
  type HubunganPenanggungJawab,
  type JenisKelamin,
  KUNCI_NOMOR_RM,
  lipatNamaPasien,
  type Pendidikan,
  type Rhesus,
  type StatusPerkawinan,
} from '@rawat/domain';
import { inArray, or } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { pasien } from '../src/modules/pasien/pasien.tables.ts';
import { ambilNomorBeruntun } from '../src/platform/penomoran.ts';

/**
 * Villages the demo patients live in, with the names of the regions above them as the regions
 * file has them (checked by pasien.test.ts): mostly around the demo hospital in Coblong, Bandung.
 */
export const DESA_DEMO = {
  dago: ['32.73.02.1004', 'Dago', 'Coblong', 'Kota Bandung', 'Jawa Barat'],
  cipaganti: ['32.73.02.1001', 'Cipaganti', 'Coblong', 'Kota Bandung', 'Jawa Barat'],
  lebakGede: ['32.73.02.1002', 'Lebak Gede', 'Coblong', 'Kota Bandung', 'Jawa Barat'],
  sadangSerang: ['32.73.02.1003', 'Sadang Serang', 'Coblong', 'Kota Bandung', 'Jawa Barat'],
  gegerkalong: ['32.73.01.1002', 'Gegerkalong', 'Sukasari', 'Kota Bandung', 'Jawa Barat'],
  isola: ['32.73.01.1003', 'Isola', 'Sukasari', 'Kota Bandung', 'Jawa Barat'],
  cileunyiKulon: ['32.04.05.2001', 'Cileunyi Kulon', 'Cileunyi', 'Kabupaten Bandung', 'Jawa Barat'],
  cimekar: ['32.04.05.2003', 'Cimekar', 'Cileunyi', 'Kabupaten Bandung', 'Jawa Barat'],
  pondokRajeg: ['32.01.01.1001', 'Pondok Rajeg', 'Cibinong', 'Kabupaten Bogor', 'Jawa Barat'],
  jatiPadang: [
    '31.74.04.1002',
    'Jati Padang',
    'Pasar Minggu',
    'Kota Administrasi Jakarta Selatan',
    'Daerah Khusus Ibukota Jakarta',
  ],
  keputih: ['35.78.09.1001', 'Keputih', 'Sukolilo', 'Kota Surabaya', 'Jawa Timur'],
  sosromenduran: [
    '34.71.05.1001',
    'Sosromenduran',
    'Gedongtengen',
    'Kota Yogyakarta',
    'Daerah Istimewa Yogyakarta',
  ],
  tembalang: ['33.74.10.1001', 'Meteseh', 'Tembalang', 'Kota Semarang', 'Jawa Tengah'],
  sesetan: ['51.71.01.1003', 'Sesetan', 'Denpasar Selatan', 'Kota Denpasar', 'Bali'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;

interface Demo {
  nama: string;
  jk: JenisKelamin;
  lahir: string;
  tempat: string;
  desa: keyof typeof DESA_DEMO;
  alamat: string;
  rt: string;
  rw: string;
  /** Newborns and a patient who came without ID have none. */
  tanpaNik?: true;
  bpjs?: string;
  hp?: string;
  agama: Agama;
  kawin?: StatusPerkawinan;
  pendidikan?: Pendidikan;
  pekerjaan?: string;
  darah?: [GolonganDarah, Rhesus?];
  ibu?: string;
  pj?: [string, HubunganPenanggungJawab, string];
  alergi?: string[];
  catatan?: string;
}

// biome-ignore format: one patient per line reads as a table
const DEMO: Demo[] = [
  { nama: 'Siti Rahmawati', jk: 'P', lahir: '1990-05-12', tempat: 'Bandung', desa: 'dago', alamat: 'Jl. Dago Barat No. 14', rt: '003', rw: '005', bpjs: '0001234567890', hp: '081234567890', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'D4_S1', pekerjaan: 'Guru', darah: ['O', 'POSITIF'], ibu: 'Aminah', pj: ['Ahmad Fauzi', 'SUAMI', '081298765432'], alergi: ['Amoksisilin'] },
  { nama: 'Budi Santoso', jk: 'L', lahir: '1978-11-03', tempat: 'Garut', desa: 'cipaganti', alamat: 'Jl. Cipaganti No. 88', rt: '001', rw: '002', bpjs: '0001234567891', hp: '081311112222', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SMA', pekerjaan: 'Wiraswasta', darah: ['A', 'POSITIF'], ibu: 'Sumiati', pj: ['Endang Sulastri', 'ISTRI', '081311113333'] },
  { nama: 'Dewi Anggraini', jk: 'P', lahir: '1995-02-28', tempat: 'Bandung', desa: 'lebakGede', alamat: 'Jl. Tubagus Ismail Dalam No. 5', rt: '004', rw: '009', hp: '085721234567', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'D3', pekerjaan: 'Karyawan Swasta', darah: ['B', 'POSITIF'], ibu: 'Yati Suryati', pj: ['Rizal Firmansyah', 'SUAMI', '085721234568'] },
  { nama: 'Muhammad Rizky Pratama', jk: 'L', lahir: '2012-07-19', tempat: 'Bandung', desa: 'sadangSerang', alamat: 'Jl. Sadang Serang No. 21', rt: '002', rw: '007', bpjs: '0001234567893', agama: 'ISLAM', kawin: 'BELUM_KAWIN', pendidikan: 'SD', pekerjaan: 'Pelajar/Mahasiswa', ibu: 'Neneng Hasanah', pj: ['Neneng Hasanah', 'IBU', '081322334455'], alergi: ['Telur'] },
  { nama: 'Agus Salim', jk: 'L', lahir: '1962-01-30', tempat: 'Sumedang', desa: 'gegerkalong', alamat: 'Jl. Gegerkalong Hilir No. 120', rt: '005', rw: '001', bpjs: '0001234567894', hp: '081220001111', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SMA', pekerjaan: 'Pensiunan', darah: ['AB', 'POSITIF'], ibu: 'Onih', pj: ['Dadang Salim', 'ANAK', '081220002222'], catatan: 'Riwayat hipertensi, kontrol rutin Poli Penyakit Dalam' },
  { nama: 'Maria Magdalena Siahaan', jk: 'P', lahir: '1985-12-25', tempat: 'Medan', desa: 'isola', alamat: 'Jl. Setiabudhi No. 229', rt: '002', rw: '004', hp: '081265432100', agama: 'KRISTEN', kawin: 'KAWIN', pendidikan: 'S2', pekerjaan: 'Dosen', darah: ['O', 'NEGATIF'], ibu: 'Rosmawati Simanjuntak', pj: ['Jonathan Siahaan', 'SUAMI', '081265432101'], alergi: ['Penisilin', 'Seafood'] },
  { nama: 'Yohanes Kurniawan', jk: 'L', lahir: '1970-04-08', tempat: 'Yogyakarta', desa: 'sosromenduran', alamat: 'Jl. Sosrowijayan No. 31', rt: '011', rw: '003', bpjs: '0001234567896', hp: '081390807060', agama: 'KATOLIK', kawin: 'KAWIN', pendidikan: 'D4_S1', pekerjaan: 'Pedagang', darah: ['A'], ibu: 'Maria Sutini', pj: ['Agnes Kurniawati', 'ISTRI', '081390807061'] },
  { nama: 'I Made Wirawan', jk: 'L', lahir: '1988-09-17', tempat: 'Denpasar', desa: 'sesetan', alamat: 'Jl. Raya Sesetan No. 77', rt: '001', rw: '001', hp: '081337001122', agama: 'HINDU', kawin: 'KAWIN', pendidikan: 'D4_S1', pekerjaan: 'Karyawan Swasta', darah: ['B'], ibu: 'Ni Wayan Sudiarti', pj: ['Ni Putu Ayu Lestari', 'ISTRI', '081337001123'] },
  { nama: 'Lie Mei Ling', jk: 'P', lahir: '1958-03-14', tempat: 'Surabaya', desa: 'keputih', alamat: 'Jl. Keputih Tegal Timur No. 9', rt: '003', rw: '002', hp: '081231234321', agama: 'KONGHUCU', kawin: 'CERAI_MATI', pendidikan: 'SMA', pekerjaan: 'Mengurus Rumah Tangga', darah: ['O', 'POSITIF'], ibu: 'Tan Siok Hwa', pj: ['Hendra Wijaya Lie', 'ANAK', '081231234322'], alergi: ['Asam mefenamat'] },
  { nama: 'Bhikkhu Dhammasiri', jk: 'L', lahir: '1966-06-06', tempat: 'Semarang', desa: 'tembalang', alamat: 'Vihara Buddha Dharma, Jl. Meteseh Raya No. 3', rt: '002', rw: '006', agama: 'BUDDHA', kawin: 'BELUM_KAWIN', pendidikan: 'S2', pekerjaan: 'Rohaniwan', pj: ['Suryanto Wijaya', 'KERABAT', '082134567890'] },
  { nama: 'Asep Sunandar', jk: 'L', lahir: '1982-08-17', tempat: 'Bandung', desa: 'cileunyiKulon', alamat: 'Kp. Cileunyi Kulon No. 45', rt: '006', rw: '003', bpjs: '0001234567900', hp: '082118765432', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SMP', pekerjaan: 'Buruh Harian Lepas', darah: ['O', 'POSITIF'], ibu: 'Iyah', pj: ['Euis Komalasari', 'ISTRI', '082118765433'] },
  { nama: 'Euis Komalasari', jk: 'P', lahir: '1984-10-02', tempat: 'Bandung', desa: 'cileunyiKulon', alamat: 'Kp. Cileunyi Kulon No. 45', rt: '006', rw: '003', bpjs: '0001234567901', hp: '082118765433', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SMP', pekerjaan: 'Mengurus Rumah Tangga', darah: ['A', 'POSITIF'], ibu: 'Enok', pj: ['Asep Sunandar', 'SUAMI', '082118765432'] },
  { nama: 'Ujang Saepudin', jk: 'L', lahir: '1949-05-20', tempat: 'Tasikmalaya', desa: 'cimekar', alamat: 'Kp. Cimekar No. 7', rt: '001', rw: '008', bpjs: '0001234567902', agama: 'ISLAM', kawin: 'CERAI_MATI', pendidikan: 'BELUM_TAMAT_SD', pekerjaan: 'Petani/Pekebun', ibu: 'Icih', pj: ['Nanang Kosasih', 'ANAK', '081394561230'], catatan: 'Pendengaran berkurang; bicara perlahan dan jelas' },
  { nama: 'Rina Wulandari', jk: 'P', lahir: '2001-01-09', tempat: 'Bogor', desa: 'pondokRajeg', alamat: 'Perum Pondok Rajeg Indah Blok C2 No. 4', rt: '004', rw: '012', hp: '089612345678', agama: 'ISLAM', kawin: 'BELUM_KAWIN', pendidikan: 'SMA', pekerjaan: 'Pelajar/Mahasiswa', darah: ['B', 'POSITIF'], ibu: 'Sri Mulyani', pj: ['Sri Mulyani', 'IBU', '089612345679'] },
  { nama: 'Hendra Gunawan', jk: 'L', lahir: '1975-12-01', tempat: 'Jakarta', desa: 'jatiPadang', alamat: 'Jl. Raya Ragunan No. 18', rt: '008', rw: '004', bpjs: '0001234567904', hp: '081511223344', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'D4_S1', pekerjaan: 'Pegawai Negeri Sipil (PNS)', darah: ['A', 'POSITIF'], ibu: 'Siti Maryam', pj: ['Lina Marlina', 'ISTRI', '081511223345'], alergi: ['Sulfa'] },
  { nama: 'Nurhayati', jk: 'P', lahir: '1968-07-07', tempat: 'Cianjur', desa: 'dago', alamat: 'Jl. Dago Pojok No. 3', rt: '002', rw: '003', bpjs: '0001234567905', hp: '085624681357', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SD', pekerjaan: 'Pedagang', darah: ['O'], ibu: 'Emeh', pj: ['Cecep Supriatna', 'SUAMI', '085624681358'], catatan: 'Diabetes melitus tipe 2' },
  { nama: 'Fajar Ramadhan', jk: 'L', lahir: '1999-12-31', tempat: 'Bandung', desa: 'cipaganti', alamat: 'Jl. Sastra No. 11', rt: '003', rw: '001', hp: '087822334455', agama: 'ISLAM', kawin: 'BELUM_KAWIN', pendidikan: 'D4_S1', pekerjaan: 'Karyawan Swasta', darah: ['AB', 'NEGATIF'], ibu: 'Yuyun Yuningsih', pj: ['Yuyun Yuningsih', 'IBU', '087822334456'] },
  { nama: 'Putri Ayu Lestari', jk: 'P', lahir: '2019-04-22', tempat: 'Bandung', desa: 'sadangSerang', alamat: 'Jl. Sadang Tengah No. 2', rt: '001', rw: '010', bpjs: '0001234567907', agama: 'ISLAM', pendidikan: 'TIDAK_SEKOLAH', pekerjaan: 'Belum/Tidak Bekerja', ibu: 'Dewi Sartika', pj: ['Dewi Sartika', 'IBU', '081222446688'], alergi: ['Susu sapi'] },
  { nama: 'By. Ny. Dewi Anggraini', jk: 'L', lahir: '2026-10-20', tempat: 'Bandung', desa: 'lebakGede', alamat: 'Jl. Tubagus Ismail Dalam No. 5', rt: '004', rw: '009', tanpaNik: true, agama: 'ISLAM', ibu: 'Dewi Anggraini', pj: ['Rizal Firmansyah', 'AYAH', '085721234568'], catatan: 'Bayi baru lahir, NIK menyusul setelah akta kelahiran terbit' },
  { nama: 'Slamet Riyadi', jk: 'L', lahir: '1955-08-10', tempat: 'Solo', desa: 'tembalang', alamat: 'Jl. Meteseh Raya No. 55', rt: '003', rw: '002', bpjs: '0001234567909', hp: '081325557777', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SMA', pekerjaan: 'Pensiunan', darah: ['B', 'POSITIF'], ibu: 'Painem', pj: ['Sri Lestari', 'ISTRI', '081325557778'] },
  { nama: 'Andi Baso Tenri', jk: 'L', lahir: '1993-03-03', tempat: 'Makassar', desa: 'isola', alamat: 'Jl. Geger Arum No. 30', rt: '001', rw: '005', hp: '081355667788', agama: 'ISLAM', kawin: 'BELUM_KAWIN', pendidikan: 'S2', pekerjaan: 'Pelajar/Mahasiswa', darah: ['O', 'POSITIF'], ibu: 'Andi Nurhaeda', pj: ['Andi Tenri Ajeng', 'SAUDARA', '081355667789'] },
  { nama: 'Sri Wahyuni', jk: 'P', lahir: '1972-09-09', tempat: 'Klaten', desa: 'sosromenduran', alamat: 'Jl. Pasar Kembang No. 60', rt: '020', rw: '005', bpjs: '0001234567911', hp: '081578901234', agama: 'ISLAM', kawin: 'CERAI_HIDUP', pendidikan: 'SMA', pekerjaan: 'Pedagang', ibu: 'Tukiyem', pj: ['Wahyu Nugroho', 'ANAK', '081578901235'] },
  { nama: 'Gregorius Tandi', jk: 'L', lahir: '1980-02-14', tempat: 'Tana Toraja', desa: 'keputih', alamat: 'Jl. Arief Rachman Hakim No. 150', rt: '005', rw: '001', hp: '081217181920', agama: 'KATOLIK', kawin: 'KAWIN', pendidikan: 'S3', pekerjaan: 'Dosen', darah: ['A', 'NEGATIF'], ibu: 'Ruth Sampe', pj: ['Veronika Tandi', 'ISTRI', '081217181921'] },
  { nama: 'Wayan Sudarsana', jk: 'L', lahir: '1960-11-11', tempat: 'Gianyar', desa: 'sesetan', alamat: 'Gg. Ikan Tuna No. 4', rt: '002', rw: '003', bpjs: '0001234567913', agama: 'HINDU', kawin: 'KAWIN', pendidikan: 'SD', pekerjaan: 'Nelayan/Perikanan', ibu: 'Ni Nyoman Rai', pj: ['Made Sudarsini', 'ANAK', '081338889990'] },
  { nama: 'Ratna Sari Dewi', jk: 'P', lahir: '1987-06-30', tempat: 'Jakarta', desa: 'jatiPadang', alamat: 'Jl. Jati Padang Raya No. 40', rt: '010', rw: '006', hp: '081288997766', agama: 'KRISTEN', kawin: 'KAWIN', pendidikan: 'D4_S1', pekerjaan: 'Karyawan BUMN', darah: ['AB', 'POSITIF'], ibu: 'Martha Siregar', pj: ['Daniel Hutapea', 'SUAMI', '081288997767'], alergi: ['Ibuprofen'] },
  { nama: 'Cecep Hidayat', jk: 'L', lahir: '1991-10-10', tempat: 'Bandung', desa: 'cimekar', alamat: 'Perum Cimekar Permai Blok A No. 12', rt: '002', rw: '015', bpjs: '0001234567915', hp: '082240506070', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'D3', pekerjaan: 'Tentara Nasional Indonesia (TNI)', darah: ['O', 'POSITIF'], ibu: 'Ati Rohayati', pj: ['Rini Apriani', 'ISTRI', '082240506071'] },
  { nama: 'Nining Kurniasih', jk: 'P', lahir: '1979-04-21', tempat: 'Bandung', desa: 'gegerkalong', alamat: 'Jl. Gegerkalong Girang No. 66', rt: '004', rw: '002', bpjs: '0001234567916', hp: '081394001122', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'D3', pekerjaan: 'Bidan', darah: ['A', 'POSITIF'], ibu: 'Imas', pj: ['Ade Sutisna', 'SUAMI', '081394001123'] },
  { nama: 'Tono Sudarsono', jk: 'L', lahir: '1984-02-29', tempat: 'Cirebon', desa: 'dago', alamat: 'Jl. Bukit Dago Selatan No. 27', rt: '001', rw: '006', hp: '087700112233', agama: 'ISLAM', kawin: 'KAWIN', pendidikan: 'SMA', pekerjaan: 'Sopir', darah: ['B', 'NEGATIF'], ibu: 'Warsih', pj: ['Kartini', 'ISTRI', '087700112234'] },
  { nama: 'Kartika Putri Maharani', jk: 'P', lahir: '2008-08-08', tempat: 'Bogor', desa: 'pondokRajeg', alamat: 'Jl. Pondok Rajeg No. 19', rt: '003', rw: '011', bpjs: '0001234567918', agama: 'KEPERCAYAAN', kawin: 'BELUM_KAWIN', pendidikan: 'SMP', pekerjaan: 'Pelajar/Mahasiswa', ibu: 'Ratih Purwasih', pj: ['Ratih Purwasih', 'IBU', '081319192020'] },
  { nama: 'Rahmat Hidayat', jk: 'L', lahir: '1997-05-05', tempat: 'Bandung', desa: 'lebakGede', alamat: 'Jl. Ciumbuleuit No. 8', rt: '005', rw: '004', tanpaNik: true, hp: '081223344556', agama: 'ISLAM', kawin: 'BELUM_KAWIN', pekerjaan: 'Karyawan Honorer', pj: ['Ujang Rohman', 'TEMAN', '081223344557'], catatan: 'Datang tanpa KTP; NIK dilengkapi pada kunjungan berikutnya' },
];

/** The demo patients' NIKs: their kecamatan, then birth date (+40 for women), then a serial. */
function nikDemo(d: Demo, i: number): string | null {
  if (d.tanpaNik) return null;
  const kecamatan = DESA_DEMO[d.desa][0].slice(0, 8).replaceAll('.', '');
  return `${kecamatan}${digitTanggalNik(d.lahir, d.jk)}${String(i + 1).padStart(4, '0')}`;
}

/**
 * About thirty demo patients with valid NIKs and real addresses. Idempotent: a patient already
 * present (same NIK, or the same name and birth date) is skipped, and only the missing ones get
 * No. RMs, consecutive and without gaps, from the numbering service.
 */
export async function seedPasien(tx: Tx): Promise<number> {
  const semua = DEMO.map((d, i) => ({ d, nik: nikDemo(d, i) }));
  const niks = semua.flatMap((x) => (x.nik ? [x.nik] : []));
  const ada = await tx
    .select({ nama: pasien.nama, tanggal_lahir: pasien.tanggal_lahir, nik: pasien.nik })
    .from(pasien)
    .where(
      or(
        inArray(pasien.nik, niks),
        inArray(
          pasien.nama,
          DEMO.map((d) => d.nama),
        ),
      ),
    );
  const sudah = (x: (typeof semua)[number]) =>
    ada.some((a) => (x.nik && a.nik === x.nik) || (a.nama === x.d.nama && a.tanggal_lahir === x.d.lahir));
  const baru = semua.filter((x) => !sudah(x));
  if (baru.length === 0) return 0;
  const nomor = await ambilNomorBeruntun(tx, KUNCI_NOMOR_RM, baru.length);
  await tx.insert(pasien).values(
    baru.map(({ d, nik }, i) => {
      const [desa_kode, desa_nama, kecamatan_nama, kabupaten_nama, provinsi_nama] = DESA_DEMO[d.desa];
      return {
        no_rm: formatNoRm(nomor[i] ?? 0),
        nama: d.nama,
        nama_cari: ` ${lipatNamaPasien(d.nama)} `,
        nik,
        no_bpjs: d.bpjs ?? null,
        jenis_kelamin: d.jk,
        tempat_lahir: d.tempat,
        tanggal_lahir: d.lahir,
        golongan_darah: d.darah?.[0] ?? null,
        rhesus: d.darah?.[1] ?? null,
        agama: d.agama,
        status_perkawinan: d.kawin ?? null,
        pendidikan: d.pendidikan ?? null,
        pekerjaan: d.pekerjaan ?? null,
        no_hp: d.hp ?? null,
        alamat: d.alamat,
        rt: d.rt,
        rw: d.rw,
        provinsi_kode: desa_kode.slice(0, 2),
        kabupaten_kode: desa_kode.slice(0, 5),
        kecamatan_kode: desa_kode.slice(0, 8),
        desa_kode,
        provinsi_nama,
        kabupaten_nama,
        kecamatan_nama,
        desa_nama,
        nama_ibu: d.ibu ?? null,
        pj_nama: d.pj?.[0] ?? null,
        pj_hubungan: d.pj?.[1] ?? null,
        pj_no_hp: d.pj?.[2] ?? null,
        alergi: d.alergi ?? [],
        catatan: d.catatan ?? null,
      };
    }),
  );
  return baru.length;
}

/** For tests: the demo patients as they are seeded, in No. RM order on a fresh database. */
export const PASIEN_DEMO = DEMO.map((d, i) => ({ nama: d.nama, tanggal_lahir: d.lahir, nik: nikDemo(d, i) }));
