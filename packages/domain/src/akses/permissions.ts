import type { Role } from './roles.ts';

/**
 * The permission registry: `${resource}:${action}` strings, one list for server and client.
 * A page names the permission that opens it; an API route names the permission it needs.
 */
export const PERMISSIONS = [
  // administration (this platform)
  'admin.dashboard:read',
  // The doctor's own dashboard at /admin-dashboard (docs/dashboard.md).
  'dashboard.dokter:read',
  // The hospital's dashboard for MANAGEMENT and DOD (docs/dashboard.md), each figure drilling down.
  'dashboard.rs:read',
  // The Ministry's RL reports (SIRS) and the morbidity/mortality index, with Excel export.
  'laporan.rl:read',
  'admin.akun:read',
  'admin.akun:write',
  'admin.log:read',
  // Walking the chained activity log's seals (heavy: reads the whole log; docs/platform.md).
  'admin.log:verify',
  'admin.dokteronline:manage',
  'admin.cadangan:create',
  // master data
  'master:read',
  'master.sdm:manage',
  'master.layanan:manage',
  'master.faskes:manage',
  'master.organisasi:manage',
  'master.keuangan:manage',
  'master.poli:manage',
  // The theatres of the operating room (docs/master.md "Kamar operasi").
  'master.kamar-operasi:manage',
  // patients, registration and care
  'pasien:read',
  'pasien:write',
  'rm:read',
  // The medical records office (docs/rekam-medis.md): confirming or correcting the codes (ICD-10,
  // ICD-9-CM), record completeness, lending records out and releasing information.
  'rm.koding:write',
  'rm.kelengkapan:read',
  'rm.berkas:write',
  // Casemix (docs/casemix.md): the BPJS claim worklist; grouping, finalising and sending claims.
  'casemix:read',
  'casemix:write',
  'pendaftaran:write',
  'pasien.online:read',
  // Checking in a booking at the desk, completing a new patient's record, noting a call (docs/antrean-online.md).
  'pasien.online:write',
  'poli.antrian:read',
  'asesmen.medis:write',
  'asesmen.keperawatan:write',
  'igd.antrian:read',
  'hd:read',
  // Inpatient HD (docs/ranap/hd.md): recording a session (the HD unit's nurses and doctors);
  // ordering one for a stay (the ward's doctors and nurses, and the unit).
  'hd:write',
  'hd:schedule',
  'ranap:read',
  // Wards, rooms, beds and their day tariffs (master), and any bed's status.
  'ranap.bed:manage',
  // Marking a bed cleaned, out of order or back in use: the ward's nurses (docs/ranap.md).
  'ranap.bed:status',
  // Admitting a patient to a bed (the admission desk); the bed board is readable with it.
  'ranap:admit',
  // Writing a CPPT note: every profession of the ward's team (docs/ranap.md "CPPT").
  'ranap.cppt:write',
  // Setting diet orders and printing the kitchen's list (the nutritionist).
  'ranap.gizi:write',
  // Nutrition screening (MST / STRONGkids) and the ADIME nutrition care record (docs/ranap/gizi.md).
  'ranap.gizi.asesmen:write',
  // The inpatient census and the BOR/ALOS/TOI/BTO/NDR/GDR indicators.
  'ranap.indikator:read',
  'ranap.kamar-khusus:read',
  // The post-procedure transition (recovery) room (docs/ranap/transisi.md): list and records; writing them.
  'transisi:read',
  'transisi:write',
  // The delivery room (docs/bersalin.md): the list, partograph and delivery records; writing them.
  'bersalin:read',
  'bersalin:write',
  // The operating theatre (docs/operasi.md): the board and records; booking a theatre; the
  // checklist, anaesthesia records, report and the operation's states.
  'operasi:read',
  'operasi:schedule',
  'operasi:write',
  'resume:read',
  // laboratory and radiology
  'labor.antrian:read',
  'labor.hasil:read',
  // Sample taking, processing, entering results, cancelling a lab order (the lab's staff).
  'labor.hasil:write',
  // Validating and correcting a lab result (docs/penunjang.md: who validates).
  'labor.hasil:validate',
  'labor.paket:manage',
  'radiologi.antrian:read',
  'radiologi.hasil:read',
  // Recording the examination, attaching images, cancelling a radiology order (radiographer).
  'radiologi.pemeriksaan:write',
  // Writing, validating and correcting the expertise (the radiologist).
  'radiologi.ekspertise:write',
  // pharmacy
  'farmasi.antrian:read',
  'farmasi.dashboard:read',
  'farmasi.obat:manage',
  'farmasi.mandiri:read',
  'farmasi.laporan:read',
  'farmasi.stok:read',
  // Stock documents and adjustments; each also needs the §6 right at the location (server-checked).
  'farmasi.stok:manage',
  // Serving prescriptions: approve, reject, dispense, return, call and hand over.
  'farmasi.resep:manage',
  // Over-the-counter sales to walk-in buyers.
  'farmasi.mandiri:manage',
  // The pharmacy till's expense book and the pharmacy cashier's report (read); adding and
  // voiding an expense (manage) also needs decrement_stock at the depot (server-checked).
  'farmasi.pengeluaran:read',
  'farmasi.pengeluaran:manage',
  'farmasi.akses:manage',
  // cashier
  'kasir.antrian:read',
  // Taking payments (receipts), voiding them, deposits, opening and closing one's shift.
  'kasir.bayar:write',
  // Setting how much discount each cashier account may give (docs/kasir.md: discount authority).
  'kasir.wewenang:manage',
  'kasir.dashboard:read',
  // Doctors read their own fees; whoever also holds kasir.fee:manage reads everyone's.
  'kasir.fee:read',
  'kasir.fee:manage',
  'kasir.laporan:read',
  // letters and e-sign
  'surat:read',
  // Drafting, issuing and replacing letters (docs/surat.md); the medical records office only reads.
  'surat:write',
  // The signing list and the e-sign dashboard.
  'esign:read',
  // Registering oneself as a signer and signing with one's own PIN (docs/esign.md).
  'esign:sign',
  // Verifying or rejecting signers' registrations, the facility's certificate authority.
  'esign:manage',
  // What went to the partners (BPJS…) and what waits or failed; resending (docs/outbox.md).
  'outbox:read',
  'outbox:resend',
  // The partners' addresses and credentials (ADMIN only; the secrets are stored encrypted).
  'integrasi:manage',
  // BPJS VClaim at the desk (docs/vclaim.md): participant and referral lookups; SEPs made,
  // corrected, deleted and printed.
  'vclaim:read',
  'sep:write',
  // Kiosks and TV screens with their own tokens (ADMIN only; docs/perangkat.md).
  'perangkat:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Any one of several permissions opens the route (e.g. a list read by two units). */
export interface AnyOf {
  readonly anyOf: readonly Permission[];
}
/** `anyOf(['labor.hasil:read', 'rm:read'])`: the route opens to a holder of any one of them. */
export const anyOf = (permissions: readonly Permission[]): AnyOf => ({ anyOf: permissions });

/**
 * What a route needs: a permission, any one of several, nothing (public), or only a live session.
 * 'authenticated' is for the caller's own session alone (who am I, log out, my password); every
 * other route names the permission it needs (docs/architecture.md "Route permission").
 * 'perangkat' is for a registered device's own feed (`Authorization: Perangkat <token>`, docs/perangkat.md):
 * no staff role holds it, and a device token opens nothing else.
 */
export type RouteAccess = Permission | AnyOf | 'public' | 'authenticated' | 'perangkat';

/** The access written as text, for the OpenAPI page's `x-permission` and for logs. */
export function teksAkses(access: RouteAccess): string {
  return typeof access === 'string' ? access : access.anyOf.join(' | ');
}

const KLINIS_POLI: Permission[] = ['poli.antrian:read', 'pasien:read'];
const SURAT: Permission[] = ['surat:read', 'surat:write'];
const MASTER_ALL: Permission[] = [
  'master:read',
  'master.sdm:manage',
  'master.layanan:manage',
  'master.faskes:manage',
  'master.organisasi:manage',
  'master.keuangan:manage',
  'master.poli:manage',
  'master.kamar-operasi:manage',
];

/**
 * Role → permissions, read from the menus of spec §6. Where §6 says "limited" or "not shown"
 * the choice is ours and written in docs/platform.md. ADMIN holds everything; MANAGEMENT holds
 * everything (§6 "ADMIN and MANAGEMENT: everything", accounts included; the account service keeps
 * the ADMIN role and ADMIN accounts to ADMIN) except the ADMIN-only duties named in its filter
 * (walking the activity log's seals reads the whole log: one role runs it).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  DOKTER: [
    'dashboard.dokter:read',
    ...KLINIS_POLI,
    'rm:read',
    'asesmen.medis:write',
    'igd.antrian:read',
    // The internist of the HD room writes the HD medical assessment and its resume.
    'hd:read',
    'hd:write',
    'hd:schedule',
    'ranap:read',
    'ranap.cppt:write',
    'transisi:read',
    'transisi:write',
    'bersalin:read',
    'bersalin:write',
    'operasi:read',
    'operasi:schedule',
    'operasi:write',
    'resume:read',
    'labor.hasil:read',
    'radiologi.hasil:read',
    'farmasi.antrian:read',
    'kasir.fee:read',
    'esign:read',
    'esign:sign',
    ...SURAT,
  ],
  PENDAFTARAN: [
    'pendaftaran:write',
    'ranap:admit',
    'vclaim:read',
    'sep:write',
    'pasien:read',
    'pasien:write',
    'pasien.online:read',
    'pasien.online:write',
    'outbox:read',
    'outbox:resend',
    'poli.antrian:read',
    'igd.antrian:read',
    ...SURAT,
  ],
  PP: [
    'pendaftaran:write',
    'ranap:admit',
    'vclaim:read',
    'sep:write',
    'pasien:read',
    'pasien:write',
    'pasien.online:read',
    'pasien.online:write',
    'outbox:read',
    'outbox:resend',
    'poli.antrian:read',
    'igd.antrian:read',
    ...SURAT,
  ],
  LABOR: [
    'labor.antrian:read',
    'labor.hasil:read',
    'labor.hasil:write',
    'labor.hasil:validate',
    'labor.paket:manage',
  ],
  POLI: [...KLINIS_POLI, 'asesmen.keperawatan:write', ...SURAT],
  TERAPIS: [...KLINIS_POLI, 'asesmen.keperawatan:write', 'ranap.cppt:write', ...SURAT],
  PSIKOLOG: [...KLINIS_POLI, 'asesmen.keperawatan:write', ...SURAT],
  IGD: ['igd.antrian:read', 'pasien:read', 'rm:read', 'asesmen.medis:write', 'asesmen.keperawatan:write'],
  APOTEKER: [
    'farmasi.antrian:read',
    'farmasi.dashboard:read',
    'farmasi.obat:manage',
    'farmasi.mandiri:read',
    'farmasi.mandiri:manage',
    'farmasi.pengeluaran:read',
    'farmasi.pengeluaran:manage',
    'farmasi.laporan:read',
    'farmasi.stok:read',
    'farmasi.stok:manage',
    'farmasi.resep:manage',
    // The clinical pharmacist's CPPT note on the ward (reads the ward's patients for it).
    'ranap:read',
    'ranap.cppt:write',
  ],
  RADIOLOGI: ['radiologi.antrian:read', 'radiologi.hasil:read', 'radiologi.pemeriksaan:write'],
  // The radiologist can do the radiographer's work too (spec §6: RADIOLOGI plus e-sign).
  DOKTER_RADIOLOGI: [
    'radiologi.antrian:read',
    'radiologi.hasil:read',
    'radiologi.pemeriksaan:write',
    'radiologi.ekspertise:write',
    'esign:read',
    'esign:sign',
  ],
  KASIR: [
    'kasir.antrian:read',
    'kasir.bayar:write',
    'kasir.dashboard:read',
    'kasir.fee:read',
    'kasir.fee:manage',
    'kasir.laporan:read',
    // The pharmacy cashier's report is a cashier report (spec §6); the expense book behind it too.
    'farmasi.pengeluaran:read',
    'master:read',
    'master.keuangan:manage',
  ],
  PERAWAT: [
    'ranap:read',
    // The ward nurse orders HD for a patient; the session itself is the HD unit's.
    'hd:schedule',
    'pasien:read',
    'asesmen.keperawatan:write',
    'ranap.cppt:write',
    'operasi:read',
    'operasi:schedule',
    'operasi:write',
    'ranap.bed:status',
    'ranap.kamar-khusus:read',
    'transisi:read',
    'transisi:write',
    'bersalin:read',
    'bersalin:write',
    ...SURAT,
  ],
  AHLI_GIZI: [
    'ranap:read',
    'pasien:read',
    'ranap.cppt:write',
    'ranap.gizi:write',
    'ranap.gizi.asesmen:write',
  ],
  CASEMIX: [
    'rm:read',
    'pasien:read',
    'resume:read',
    'ranap:read',
    'casemix:read',
    'casemix:write',
    'rm.kelengkapan:read',
    'labor.hasil:read',
    'radiologi.hasil:read',
  ],
  POLI_HD: ['hd:read', 'hd:write', 'hd:schedule', 'pasien:read', 'asesmen.keperawatan:write', ...SURAT],
  RM: [
    'rm:read',
    'rm.koding:write',
    'rm.kelengkapan:read',
    'rm.berkas:write',
    'laporan.rl:read',
    'pasien:read',
    'pasien:write',
    'resume:read',
    'ranap:read',
    'operasi:read',
    'ranap.indikator:read',
    'surat:read',
  ],
  ADMIN: [...PERMISSIONS],
  MANAGEMENT: PERMISSIONS.filter(
    (p) =>
      p !== 'admin.cadangan:create' &&
      p !== 'admin.log:verify' &&
      p !== 'integrasi:manage' &&
      p !== 'perangkat:manage',
  ),
  GUDANG: [
    'farmasi.obat:manage',
    'farmasi.stok:read',
    'farmasi.stok:manage',
    'farmasi.laporan:read',
    'farmasi.dashboard:read',
  ],
  DOD: [
    'admin.dashboard:read',
    'dashboard.rs:read',
    'laporan.rl:read',
    'rm.kelengkapan:read',
    'casemix:read',
    'admin.dokteronline:manage',
    ...MASTER_ALL,
    ...KLINIS_POLI,
    'rm:read',
    'asesmen.medis:write',
    'asesmen.keperawatan:write',
    'igd.antrian:read',
    'hd:read',
    'hd:write',
    'hd:schedule',
    'ranap:read',
    'ranap:admit',
    'ranap.bed:manage',
    'ranap.bed:status',
    'ranap.cppt:write',
    'operasi:read',
    'operasi:schedule',
    'operasi:write',
    'ranap.gizi:write',
    'ranap.indikator:read',
    'ranap.kamar-khusus:read',
    'transisi:read',
    'transisi:write',
    'bersalin:read',
    'bersalin:write',
    'resume:read',
    'labor.hasil:read',
    'radiologi.hasil:read',
    ...SURAT,
  ],
};

/** The permissions a role holds; an unknown role holds none (spec §6: empty menu). */
export function permissionsOf(role: string | null | undefined): ReadonlySet<Permission> {
  const list = role && Object.hasOwn(ROLE_PERMISSIONS, role) ? ROLE_PERMISSIONS[role as Role] : [];
  return new Set(list);
}

/** Whether a role may do what `access` names. */
export function can(role: string | null | undefined, access: RouteAccess): boolean {
  if (access === 'public') return true;
  if (!role || access === 'perangkat') return false;
  if (access === 'authenticated') return true;
  const held = permissionsOf(role);
  return typeof access === 'string' ? held.has(access) : access.anyOf.some((p) => held.has(p));
}

/** ADMIN bypasses page validators and carries the admin flag (spec §4, §6). */
export function isAdmin(role: string | null | undefined): boolean {
  return role === 'ADMIN';
}
