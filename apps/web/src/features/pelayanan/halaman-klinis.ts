import type { JenisPoli, Permission } from '@rawat/domain';

export interface HalamanKlinis {
  label: string;
  izin: Permission;
  path: (layananUid: string) => string;
}

/**
 * The chart screens of each clinic kind (spec §2 children of /list-antrian-klinik, /list-igd,
 * /list-hd), in the order the visit goes through them. `:id` is the layanan uid.
 */
export const HALAMAN_KLINIS: Record<JenisPoli, HalamanKlinis[]> = {
  RAWAT_JALAN: [
    {
      label: 'Asesmen Keperawatan',
      izin: 'asesmen.keperawatan:write',
      path: (id) => `/list-antrian-klinik/keperawatan-poli/${id}`,
    },
    {
      label: 'Asesmen Ulang Keperawatan',
      izin: 'asesmen.keperawatan:write',
      path: (id) => `/list-antrian-klinik/assesmen-ulang-keperawatan/${id}`,
    },
    {
      label: 'Asesmen Medis',
      izin: 'asesmen.medis:write',
      path: (id) => `/list-antrian-klinik/assesmen-medis/${id}`,
    },
    {
      label: 'Resume Medis',
      izin: 'asesmen.medis:write',
      path: (id) => `/list-antrian-klinik/resume-medis/create/RJ/${id}`,
    },
  ],
  IGD: [
    {
      label: 'Asesmen Keperawatan IGD',
      izin: 'asesmen.keperawatan:write',
      path: (id) => `/list-igd/keperawatan-igd/${id}`,
    },
    { label: 'Asesmen IGD', izin: 'asesmen.medis:write', path: (id) => `/list-igd/assesmen-igd/${id}` },
    {
      label: 'Resume Medis',
      izin: 'asesmen.medis:write',
      path: (id) => `/list-antrian-klinik/resume-medis/create/IGD/${id}`,
    },
  ],
  HEMODIALISA: [
    {
      label: 'Asesmen Keperawatan HD',
      izin: 'asesmen.keperawatan:write',
      path: (id) => `/list-hd/keperawatan-poli/${id}`,
    },
    {
      label: 'Asesmen Ulang Keperawatan HD',
      izin: 'asesmen.keperawatan:write',
      path: (id) => `/list-hd/assesmen-ulang-keperawatan/${id}`,
    },
    { label: 'Asesmen Medis HD', izin: 'asesmen.medis:write', path: (id) => `/list-hd/assesmen-medis/${id}` },
    {
      label: 'Resume Medis',
      izin: 'asesmen.medis:write',
      path: (id) => `/list-antrian-klinik/resume-medis/create/HD/${id}`,
    },
  ],
  // The ward's chart is its own dashboard (/rawat-inap/dashboard-inap/:id, docs/ranap.md).
  RAWAT_INAP: [],
};
