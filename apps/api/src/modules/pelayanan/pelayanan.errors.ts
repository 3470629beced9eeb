import { type JenisPoli, LABEL_JENIS_POLI } from '@rawat/domain';
import { badRequest, conflict } from '../../platform/errors.ts';

export const asesmenBukanUntukPoli = (label: string, jenis: JenisPoli) =>
  badRequest(`${label} tidak dipakai di ${LABEL_JENIS_POLI[jenis]}`, [
    { path: 'jenis', message: `${label} tidak dipakai di ${LABEL_JENIS_POLI[jenis]}` },
  ]);

export const belumDilayani = (nomor: string) =>
  conflict('BELUM_DILAYANI', `Antrian ${nomor} masih Menunggu; mulai layani pasien terlebih dahulu`);
