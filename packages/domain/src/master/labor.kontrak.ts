import { PEMBACA_REFERENSI } from './izin.ts';
import {
  paketLabInputSchema,
  paketLabSchema,
  pemeriksaanLabInputSchema,
  pemeriksaanLabListQuerySchema,
  pemeriksaanLabSchema,
} from './labor.ts';
import { kontrakMaster } from './master.kontrak.ts';
import { kontrakTarif } from './tarif.kontrak.ts';

// Prices of both are set by those who keep the tariffs of services (master.layanan:manage), so the
// lab composes a package and management prices it.
const tarif = { baca: PEMBACA_REFERENSI, tulis: 'master.layanan:manage' } as const;

/** Lab tests: every unit reads them (doctors order, the lab enters results); ADMIN/MANAGEMENT keep them. */
export const pemeriksaanLabApi = {
  ...kontrakMaster({
    path: '/master/lab',
    tag: 'Master Laboratorium',
    label: 'pemeriksaan laboratorium',
    item: pemeriksaanLabSchema,
    buat: pemeriksaanLabInputSchema,
    query: pemeriksaanLabListQuerySchema,
    baca: PEMBACA_REFERENSI,
    tulis: 'master.layanan:manage',
  }),
  ...kontrakTarif({ path: '/master/lab', tag: 'Master Laboratorium', ...tarif }),
};

/** Lab packages: the lab keeps them (spec §2 lists /paket-labor under Laboratory). */
export const paketLabApi = {
  ...kontrakMaster({
    path: '/master/paket-lab',
    tag: 'Master Paket Laboratorium',
    label: 'paket laboratorium',
    item: paketLabSchema,
    buat: paketLabInputSchema,
    baca: PEMBACA_REFERENSI,
    tulis: 'labor.paket:manage',
  }),
  ...kontrakTarif({ path: '/master/paket-lab', tag: 'Master Paket Laboratorium', ...tarif }),
};
