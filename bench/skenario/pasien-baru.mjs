// A new patient at the desk (/pendaftaran-pasien-baru): the form's region search, the duplicate
// check before saving, then POST /pasien. Identity numbers are deterministic per virtual user and
// counter, and valid by the patient contract (packages/domain/src/pasien/nik.ts).

const DEPAN_L = ['Ahmad', 'Budi', 'Dedi', 'Eko', 'Fajar', 'Hendra', 'Iwan', 'Joko', 'Rudi', 'Yusuf'];
const DEPAN_P = ['Ani', 'Dewi', 'Fitri', 'Indah', 'Lina', 'Maya', 'Nurul', 'Rina', 'Sari', 'Wulan'];
const BELAKANG = ['Saputra', 'Hidayat', 'Kurniawan', 'Lestari', 'Wahyuni', 'Permana', 'Rahayu', 'Setiawan'];
// Kelurahan names typed into the region search (WilayahField's /api/wilayah/cari).
const DESA = ['dago', 'cipaganti', 'lebak gede', 'sekeloa', 'coblong', 'sukaluyu', 'cihaurgeulis'];
const MAKS_PER_VU = 2000;

const dua = (n) => String(n).padStart(2, '0');

/**
 * The i-th new patient of virtual user `nomor`: a birth date spread over 1945–2024 and a running
 * number 5000–9999, so no two VUs (nor two runs with another --benih) make the same NIK.
 */
export function identitasBaru(nomor, i, benih = 1) {
  const seq = (benih - 1) * 1_000_000 + nomor * MAKS_PER_VU + i;
  const hari = seq % 28_000;
  const lahir = new Date(Date.UTC(1945, 0, 1) + hari * 86_400_000);
  const perempuan = seq % 2 === 1;
  const urut = 5000 + (Math.floor(seq / 28_000) % 5000);
  const dd = lahir.getUTCDate() + (perempuan ? 40 : 0);
  const yy = lahir.getUTCFullYear() % 100;
  return {
    tanggal_lahir: lahir.toISOString().slice(0, 10),
    jenis_kelamin: perempuan ? 'P' : 'L',
    /** Digits 7–16 of the NIK; the region's six come first. */
    ekorNik: `${dua(dd)}${dua(lahir.getUTCMonth() + 1)}${dua(yy)}${urut}`,
    // BPJS card: 13 digits, '0009' + the sequence, for about six in ten new patients.
    no_bpjs: seq % 10 < 6 ? `0009${String(seq).padStart(9, '0')}` : null,
    nama: `${(perempuan ? DEPAN_P : DEPAN_L)[seq % 10]} ${BELAKANG[Math.floor(seq / 10) % BELAKANG.length]}`,
  };
}

/** Fills and saves the form; returns the patient as the search list shows it (null if not saved). */
export async function pasienBaru(vu) {
  vu.pasienBaruKe = (vu.pasienBaruKe ?? 0) + 1;
  const id = identitasBaru(vu.nomor, vu.pasienBaruKe, vu.bersama.benih);
  // Before anything else the clerk searches the KTP's NIK: the patient may have a record already.
  const desa = await vu.langkah('cari wilayah', () =>
    vu.get('/api/wilayah/cari', { search: vu.pilih(DESA) }),
  );
  const w = desa.respon.find((d) => d.tingkat === 4);
  if (!w) return null;
  const nik = `${w.kecamatan.kode.replaceAll('.', '')}${id.ekorNik}`;
  const ada = await vu.langkah('cari pasien (NIK)', () =>
    vu.get('/pasien', { offset: 0, limit: 15, search: nik }),
  );
  // Found: that record is the patient (a deceased or merged record is not registered at all).
  if (ada.respon[0]) return ada.respon[0].status === 'AKTIF' ? { ...ada.respon[0], nik } : null;
  await vu.pikir(30, 60);
  const body = {
    nama: id.nama,
    nik,
    no_bpjs: id.no_bpjs,
    jenis_kelamin: id.jenis_kelamin,
    tempat_lahir: 'Bandung',
    tanggal_lahir: id.tanggal_lahir,
    agama: 'ISLAM',
    status_perkawinan: 'KAWIN',
    pendidikan: 'SMA',
    pekerjaan: 'Wiraswasta',
    no_hp: `0812${String(10_000_000 + vu.nomor * MAKS_PER_VU + vu.pasienBaruKe).slice(-8)}`,
    alamat: `Jl. Skenario No. ${vu.pasienBaruKe}`,
    rt: String(1 + (vu.pasienBaruKe % 12)),
    rw: String(1 + (vu.nomor % 9)),
    provinsi_kode: w.provinsi.kode,
    kabupaten_kode: w.kabupaten.kode,
    kecamatan_kode: w.kecamatan.kode,
    desa_kode: w.kode,
    nama_ibu: 'Siti Aminah',
    alergi: [],
  };
  const duplikat = await vu.langkah('cek duplikat pasien', () =>
    vu.get('/pasien/cek-duplikat', {
      nik,
      no_bpjs: id.no_bpjs ?? undefined,
      nama: body.nama,
      tanggal_lahir: body.tanggal_lahir,
    }),
  );
  // Same NIK or card: that record is the patient. A similar name only is shown and saved anyway.
  const sama = duplikat.respon.find((d) => d.alasan.some((a) => a === 'NIK_SAMA' || a === 'NO_BPJS_SAMA'));
  if (sama) return sama.pasien.status === 'AKTIF' ? sama.pasien : null;
  if (duplikat.respon.length) await vu.pikir(5, 10);
  const p = await vu.langkah('simpan pasien baru', () => vu.post('/pasien', body));
  return { ...p.respon, nik };
}
