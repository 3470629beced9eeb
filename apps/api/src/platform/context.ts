import type { Role } from '@rawat/domain';

/** The signed-in person, as the services see them (no HTTP types). */
export interface Pengguna {
  uid: string;
  username: string;
  nama: string;
  role: Role;
  email: string | null;
  no_hp: string | null;
  sesiUid: string;
}

/** Who asks and from where: what services need to authorise and to write the audit row. */
export interface Ctx {
  user: Pengguna | null;
  ip: string | null;
  userAgent: string | null;
  now: () => Date;
}
