import { anyOf } from '../akses/permissions.ts';

/**
 * Reading the reference lists (clinics, doctors and their schedules, payers, banks, organisation
 * units, procedures, lab tests, radiology exams and their prices, ICD codes): every unit picks
 * from them on its own forms, so every staff role reads them. The registry has no permission that
 * every role holds ('master:read' belongs to the master-data menus), so the readers are named by
 * the work each role does: master data, patients, the cashier, the lab, radiology, the pharmacy.
 * izin.test.ts keeps every role of the registry among them.
 */
export const PEMBACA_REFERENSI = anyOf([
  'master:read',
  'pasien:read',
  'kasir.antrian:read',
  'labor.antrian:read',
  'radiologi.antrian:read',
  'farmasi.stok:read',
]);
