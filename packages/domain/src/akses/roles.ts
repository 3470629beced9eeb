import { z } from 'zod';

/** The 21 roles of spec §1, as the login data names them. */
export const ROLES = [
  'DOKTER',
  'PENDAFTARAN',
  'PP',
  'LABOR',
  'POLI',
  'TERAPIS',
  'PSIKOLOG',
  'IGD',
  'APOTEKER',
  'RADIOLOGI',
  'DOKTER_RADIOLOGI',
  'KASIR',
  'PERAWAT',
  'AHLI_GIZI',
  'CASEMIX',
  'POLI_HD',
  'RM',
  'ADMIN',
  'MANAGEMENT',
  'GUDANG',
  'DOD',
] as const;

export type Role = (typeof ROLES)[number];

export const roleSchema = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? 'Role wajib dipilih' : 'Role tidak dikenal',
});

/** How the screens name each role. */
export const LABEL_ROLE: Record<Role, string> = {
  DOKTER: 'Dokter',
  PENDAFTARAN: 'Pendaftaran',
  PP: 'Petugas Pelayanan Pasien',
  LABOR: 'Laboratorium',
  POLI: 'Perawat Poliklinik',
  TERAPIS: 'Terapis',
  PSIKOLOG: 'Psikolog',
  IGD: 'Instalasi Gawat Darurat',
  APOTEKER: 'Apoteker',
  RADIOLOGI: 'Radiografer',
  DOKTER_RADIOLOGI: 'Dokter Radiologi',
  KASIR: 'Kasir',
  PERAWAT: 'Perawat Rawat Inap',
  AHLI_GIZI: 'Ahli Gizi',
  CASEMIX: 'Casemix',
  POLI_HD: 'Ruang Hemodialisa',
  RM: 'Rekam Medis',
  ADMIN: 'Administrator',
  MANAGEMENT: 'Manajemen',
  GUDANG: 'Gudang Farmasi',
  DOD: 'Dokter Jaga (DOD)',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
