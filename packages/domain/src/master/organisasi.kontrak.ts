import { PEMBACA_REFERENSI } from './izin.ts';
import { kontrakMaster } from './master.kontrak.ts';
import {
  divisiInputSchema,
  divisiListQuerySchema,
  divisiSchema,
  jabatanInputSchema,
  jabatanListQuerySchema,
  jabatanSchema,
  lokasiInputSchema,
  lokasiListQuerySchema,
  lokasiSchema,
  organisasiInputSchema,
  organisasiListQuerySchema,
  organisasiSchema,
  unitInputSchema,
  unitListQuerySchema,
  unitSchema,
} from './organisasi.ts';

// Every unit reads them (forms elsewhere pick a unit or a location); only the organisation
// managers change them (spec §2).
const umum = { baca: PEMBACA_REFERENSI, tulis: 'master.organisasi:manage' } as const;

export const organisasiApi = kontrakMaster({
  path: '/master/organisasi',
  tag: 'Master Organisasi',
  label: 'organisasi',
  item: organisasiSchema,
  buat: organisasiInputSchema,
  query: organisasiListQuerySchema,
  ...umum,
});

/** Buildings and rooms of an organisation (not the pharmacy's locations: /farmasi/lokasi). */
export const lokasiApi = kontrakMaster({
  path: '/master/lokasi',
  tag: 'Master Lokasi',
  label: 'lokasi',
  item: lokasiSchema,
  buat: lokasiInputSchema,
  query: lokasiListQuerySchema,
  ...umum,
});

export const divisiApi = kontrakMaster({
  path: '/master/divisi',
  tag: 'Master Divisi',
  label: 'divisi',
  item: divisiSchema,
  buat: divisiInputSchema,
  query: divisiListQuerySchema,
  ...umum,
});

export const jabatanApi = kontrakMaster({
  path: '/master/jabatan',
  tag: 'Master Jabatan',
  label: 'jabatan',
  item: jabatanSchema,
  buat: jabatanInputSchema,
  query: jabatanListQuerySchema,
  ...umum,
});

export const unitApi = kontrakMaster({
  path: '/master/unit',
  tag: 'Master Unit',
  label: 'unit',
  item: unitSchema,
  buat: unitInputSchema,
  query: unitListQuerySchema,
  ...umum,
});
