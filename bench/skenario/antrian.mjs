// Taking the next patient from a clinic queue, as the queue screen shows it (AntrianPoli: the list
// with a status chip chosen and the per-status counts, refreshed every 20 s).

const POLLING_DETIK = 20;

/**
 * The queue step, then the first entry nobody else at the clinic is already serving. Staff at one
 * clinic see each other take a patient (the list refreshes); `diklaim` stands for that, so two VUs
 * never start the same patient. Null (after waiting one refresh) when nobody is waiting.
 */
export async function ambilDariAntrian(vu, { poli, status, nama, dokter, lanjutan }) {
  const tanggal = vu.bersama.hariIni;
  const [daftar, jumlah] = await vu.langkah(nama, () =>
    Promise.all([
      vu.get('/antrian/klinik', { tanggal, poli: poli.uid, dokter, status, offset: 0, limit: 15 }),
      vu.get('/antrian/klinik/jumlah', { tanggal, poli: poli.uid, dokter }),
    ]),
  );
  vu.bersama.diklaim ??= new Map();
  const diklaim = vu.bersama.diklaim;
  const bebas = (rows) => rows.find((a) => !diklaim.has(a.uid));
  let entri = bebas(daftar.respon);
  // Nobody waiting, but the chip shows patients left half-served (a shift that ended mid-visit):
  // the next one at the clinic carries on with them.
  const dilayaniDiSini = [...diklaim.values()].filter((p) => p === poli.uid).length;
  if (!entri && lanjutan && jumlah.respon[lanjutan] > dilayaniDiSini) {
    const r = await vu.langkah(`${nama} (lanjutan)`, () =>
      vu.get('/antrian/klinik', { tanggal, poli: poli.uid, dokter, status: lanjutan, offset: 0, limit: 15 }),
    );
    entri = bebas(r.respon);
  }
  if (!entri) {
    await vu.pikir(POLLING_DETIK);
    return null;
  }
  diklaim.set(entri.uid, poli.uid);
  return entri;
}

export function lepas(vu, entri) {
  vu.bersama.diklaim?.delete(entri.uid);
}
