import { anyOf, PERMISSIONS, type Permission } from '../akses/permissions.ts';

/** Every pharmacy permission (farmasi.*): whoever holds one works at some pharmacy screen. */
const IZIN_FARMASI: readonly Permission[] = PERMISSIONS.filter((p) => p.startsWith('farmasi.'));

/**
 * Reading one's own pharmacy-location rights (spec §6): every pharmacy screen hides the buttons
 * and offers only the locations those rights allow.
 */
export const PETUGAS_FARMASI = anyOf(IZIN_FARMASI);

/**
 * Reading the pharmacy's master data (categories, variants, dosage forms, suppliers, therapy
 * classes, locations, products, medicine packages): the pharmacy's screens, and the doctor who
 * prescribes from them on the chart.
 */
export const PEMBACA_DATA_FARMASI = anyOf([...IZIN_FARMASI, 'asesmen.medis:write']);
