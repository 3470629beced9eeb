import { notFound } from '../../../platform/errors.ts';

/** The layanan is not an inpatient stay (the code every ranap area answers it with). */
export const rawatInapTidakDitemukan = () => notFound('Rawat inap', 'ranap.perawatan_tidak_ditemukan');
