import { anyOf } from '../akses/permissions.ts';
import { IZIN_ANTRIAN_POLI } from '../kunjungan/antrian-transisi.ts';

/**
 * Who may open any chart at all: the queue permission of some clinic kind, or the medical record.
 * The service then checks the layanan's own clinic kind (docs/pelayanan.md), which the route
 * cannot know before the record is read.
 */
export const BACA_KLINIS = anyOf([...Object.values(IZIN_ANTRIAN_POLI), 'rm:read']);

/** Either side of the chart writes (nurse or doctor); which one a write needs is the service's. */
export const TULIS_KLINIS = anyOf(['asesmen.keperawatan:write', 'asesmen.medis:write']);

/** The doctor's side of the chart, and the refusal a nurse or clerk reads when trying it. */
export const TULIS_MEDIS = 'asesmen.medis:write';
export const HANYA_DOKTER = 'Hanya dokter yang dapat mengisi bagian ini';
