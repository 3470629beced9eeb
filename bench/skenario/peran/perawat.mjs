// Clinic nurse (/list-antrian-klinik, /keperawatan-poli/:id): the clinic's queue, 'Panggil', start
// the service, the nursing assessment with vital signs, hand the patient to the doctor. Calls as
// AntrianPoli, AksiAntrian and KeperawatanPoliPage make them (apps/web/src/features/antrian,
// pelayanan/keperawatan). Ward nurses are perawat-ranap.mjs.
import { poliKe } from '../akun.mjs';
import { ambilDariAntrian, lepas } from '../antrian.mjs';

export const peran = 'POLI';
export const porsi = 70;

/** Vital signs of an outpatient, plausible and within the contract's ranges. */
export function tandaVital(vu) {
  const sistolik = vu.antara(100, 160);
  const tinggi = vu.antara(150, 180);
  return {
    td_sistolik: sistolik,
    td_diastolik: sistolik - vu.antara(30, 50),
    nadi: vu.antara(64, 104),
    respirasi: vu.antara(14, 22),
    suhu: Math.round((36 + vu.acak() * 2) * 10) / 10,
    spo2: vu.antara(95, 100),
    berat_badan: Math.round((tinggi - 110 + vu.acak() * 25) * 10) / 10,
    tinggi_badan: tinggi,
  };
}

function isiAsesmen(vu, entri) {
  const nyeri = vu.antara(0, 6);
  return {
    tanda_vital: tandaVital(vu),
    keluhan_utama: entri.keluhan || 'Kontrol rutin',
    skala_nyeri: nyeri,
    lokasi_nyeri: nyeri ? vu.pilih(['Kepala', 'Perut', 'Lutut', 'Punggung']) : null,
    sifat_nyeri: nyeri ? vu.pilih(['Tumpul', 'Berdenyut', 'Tajam']) : null,
    risiko_jatuh: { jalan_tidak_seimbang: vu.peluang(0.1), menopang_saat_duduk: vu.peluang(0.1) },
    alergi: { tidak_ada: true, daftar: [] },
    skrining_gizi: { penurunan_bb: 'Tidak', asupan_berkurang: vu.peluang(0.1) },
    status_fungsional: 'Mandiri',
    status_psikologis: ['Tenang'],
    hubungan_keluarga: 'Baik',
    catatan: null,
  };
}

/**
 * The clinic and the doctor this nurse assists: in a clinic room each doctor on shift has a nurse
 * at their side, so the nurse works the doctor's list (the queue's doctor filter). Patients of
 * doctors not on shift (a generated day's queue) wait for their own doctor's team.
 */
function tempatTugas(vu) {
  if (vu.tugas) return vu.tugas;
  const { polis, dokterPerPoli } = vu.bersama;
  const poli = poliKe(polis, vu.akun.ke - 1);
  let urutDiPoli = 0;
  for (let j = 0; j < vu.akun.ke - 1; j++) if (poliKe(polis, j).uid === poli.uid) urutDiPoli += 1;
  const dokter = dokterPerPoli.get(poli.uid) ?? [];
  vu.tugas = { poli, dokter: dokter.length ? dokter[urutDiPoli % dokter.length] : undefined };
  return vu.tugas;
}

export async function putaran(vu) {
  const { poli, dokter } = tempatTugas(vu);
  const entri = await ambilDariAntrian(vu, {
    poli,
    dokter,
    status: 'WAITING',
    lanjutan: 'ON_PROCESS',
    nama: 'antrian poli',
  });
  if (!entri) return;
  try {
    if (entri.status === 'WAITING') {
      await vu.langkah('panggil', () => vu.post(`/antrian/${entri.uid}/panggil`));
      vu.bersama.diPoli ??= new Set();
      vu.bersama.diPoli.add(entri.kunjungan_uid);
      // The patient walks in from the waiting room.
      await vu.pikir(15, 45);
      await vu.langkah('mulai layani', () =>
        vu.put(`/antrian/${entri.uid}/status`, { status: 'ON_PROCESS' }),
      );
    }
    const l = entri.layanan_uid;
    await vu.langkah('buka asesmen keperawatan', () =>
      Promise.all([
        vu.get(`/pelayanan/${l}`),
        vu.get(`/pelayanan/${l}/asesmen`, { jenis: 'KEPERAWATAN_POLI' }),
      ]),
    );
    // Measuring blood pressure, weight and height, asking about pain, falls and allergies.
    await vu.pikir(60, 150);
    await vu.langkah('simpan asesmen keperawatan', async () => {
      await vu.post(`/pelayanan/${l}/asesmen`, { jenis: 'KEPERAWATAN_POLI', isi: isiAsesmen(vu, entri) });
      // The chart refreshes what it shows of this service (segarkanPelayanan).
      await Promise.all([
        vu.get(`/pelayanan/${l}`),
        vu.get(`/pelayanan/${l}/asesmen`, { jenis: 'KEPERAWATAN_POLI' }),
      ]);
    });
    await vu.pikir(3, 10);
    await vu.langkah('serahkan ke dokter', () =>
      vu.put(`/antrian/${entri.uid}/status`, { status: 'WAITING_DOKTER' }),
    );
  } finally {
    lepas(vu, entri);
  }
}
