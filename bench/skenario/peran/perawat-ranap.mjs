// Ward nurse (the ward board, /listpasienrawatinap, the stay's Tanda Vital and CPPT tabs): the
// ward's patients, a round of vital signs for one of them, now and then a CPPT note. Calls as
// DashboardInapPage, PasienRawatInapPage, TabTandaVital/DialogObservasi and TabCppt make them
// (apps/web/src/features/ranap/bangsal, ranap/admisi).
export const peran = 'PERAWAT';
export const porsi = 50;

/** The ward this nurse works on: wards with patients, shared out by the nurse's number. */
async function bangsalSaya(vu) {
  if (vu.bangsal) return vu.bangsal;
  const r = await vu.langkah('daftar pasien bangsal', () => vu.get('/ranap/bangsal'));
  const terisi = r.respon.ruangan.filter((w) => w.jumlah_pasien > 0);
  vu.bangsal = terisi[(vu.akun.ke - 1) % Math.max(1, terisi.length)] ?? null;
  return vu.bangsal;
}

function observasi(vu) {
  const sistol = vu.antara(100, 160);
  return {
    // A minute ago: the time the nurse read the monitor, in the browser's own clock.
    waktu: new Date(Date.now() - 60_000).toISOString(),
    suhu: Math.round((36 + vu.acak() * 2) * 10) / 10,
    nadi: vu.antara(60, 110),
    napas: vu.antara(14, 24),
    sistol,
    diastol: sistol - vu.antara(30, 50),
    spo2: vu.antara(93, 100),
    oksigen: false,
    skala_nyeri: vu.antara(0, 5),
    kesadaran: 'ALERT',
    intake_ml: null,
    output_ml: null,
    catatan: null,
  };
}

export async function putaran(vu) {
  // Between patients: the ward's other work (medication, wound care, hand-overs).
  await vu.pikir(20, 60);
  const bangsal = await bangsalSaya(vu);
  if (!bangsal) return;
  // The ward board (DashboardInapPage) or the inpatient list (/listpasienrawatinap), on this ward.
  const pasien = vu.peluang(0.5)
    ? (
        await vu.langkah('daftar pasien bangsal', () =>
          vu.get('/ranap/bangsal', { ruangan_uid: bangsal.uid }),
        )
      ).respon.pasien
    : (
        await vu.langkah('daftar pasien rawat inap', () =>
          vu.get('/ranap/pasien', { ruangan_uid: bangsal.uid, offset: 0, limit: 15 }),
        )
      ).respon;
  const p = vu.pilih(pasien);
  if (!p) return;
  const l = p.layanan_uid;
  await vu.pikir(5, 15);
  await vu.langkah('buka perawatan', () =>
    Promise.all([vu.get(`/ranap/perawatan/${l}`), vu.get(`/ranap/perawatan/${l}/observasi`)]),
  );
  // At the bedside: temperature, pulse, breathing, blood pressure, SpO2.
  await vu.pikir(60, 150);
  await vu.langkah('simpan tanda vital', async () => {
    await vu.post(`/ranap/perawatan/${l}/observasi`, observasi(vu));
    await vu.get(`/ranap/perawatan/${l}/observasi`);
  });
  if (vu.peluang(0.3)) {
    await vu.pikir(5, 15);
    await vu.langkah('buka CPPT', () => vu.get(`/ranap/perawatan/${l}/cppt`));
    await vu.pikir(30, 90);
    await vu.langkah('tulis CPPT', async () => {
      await vu.post(`/ranap/perawatan/${l}/cppt`, {
        subjektif: 'Pasien mengatakan keluhan berkurang.',
        objektif: 'Tanda vital dalam batas normal, pasien tampak tenang.',
        asesmen: 'Masalah keperawatan teratasi sebagian.',
        plan: 'Lanjutkan intervensi, observasi tanda vital tiap 8 jam.',
        instruksi: null,
      });
      await vu.get(`/ranap/perawatan/${l}/cppt`);
    });
  }
}
