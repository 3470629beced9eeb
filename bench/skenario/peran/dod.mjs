// The duty doctor (DOD) as a report reader (bench/skenario/README.md): of management's screens the
// role opens the hospital's dashboard (/admin-dashboard shows it to DOD) and the ward's census and
// indicators (dashboard.rs:read, ranap.indikator:read in packages/domain ROLE_PERMISSIONS), between
// rounds on the wards.
import { dashboardRs, hariIni, indikatorRanap } from './manajemen.mjs';

export const peran = 'DOD';
export const porsi = 2;

export async function putaran(vu) {
  const x = vu.acak();
  if (x < 0.4) await dashboardRs(vu);
  else if (x < 0.75)
    await vu.langkah('sensus harian ranap', () => vu.get('/ranap/sensus', { tanggal: hariIni() }), {
      anggaranMs: 1000,
    });
  else await indikatorRanap(vu);
  // Most of a duty doctor's shift is on the wards, not at the screen.
  await vu.pikir(120, 300);
}
