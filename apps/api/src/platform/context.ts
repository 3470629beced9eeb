import type { Role } from '@rawat/domain';
import { belumLogin } from './errors.ts';

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

/** The live session behind a cookie token, as the session store finds it for the guard. */
export interface SesiAktif {
  pengguna: Pengguna;
  expiresAt: Date;
}

/**
 * The signed-in person, for a service or route that needs one: 401 BELUM_LOGIN without a session
 * (the guard's answer to a request without a cookie). Every "a signed-in user is required" check
 * goes through here, so they all answer alike.
 */
export function penggunaOf(x: { user: Pengguna | null }): Pengguna {
  if (!x.user) throw belumLogin();
  return x.user;
}
