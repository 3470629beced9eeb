import { notFound } from '../../platform/errors.ts';

export const wilayahTidakDitemukan = () => notFound('Wilayah', 'wilayah.tidak_ditemukan');
