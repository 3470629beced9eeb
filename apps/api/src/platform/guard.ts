import { can } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { SesiAktif } from './context.ts';
import { belumLogin, forbidden, unauthorized } from './errors.ts';
import type { App, Deps } from './http.ts';

const HANYA_PERANGKAT = 'Alamat ini hanya untuk perangkat terdaftar (anjungan atau layar antrean)';
const perangkatTidakSah = () =>
  unauthorized(
    'Token perangkat tidak berlaku: perangkat dinonaktifkan atau tokennya sudah diganti. Minta admin menerbitkan tautan aktivasi baru.',
    'PERANGKAT_TIDAK_SAH',
  );
const tokenPerangkatDitolak = () =>
  unauthorized('Token perangkat hanya berlaku untuk tampilan perangkat itu sendiri', 'PERANGKAT_DITOLAK');

/**
 * Where sessions come from: the session store of modules/akun, handed in by app.ts so the
 * platform imports no module (docs/architecture.md "Layers").
 */
export interface SumberSesi {
  /** The httpOnly cookie that carries the session token. */
  cookie: string;
  /** The live session behind a token, or null when it ended, idled out or its account is inactive. */
  cariSesi: (db: Db, token: string, now: Date, idleMinutes: number) => Promise<SesiAktif | null>;
}

/** A registered device (kiosk, TV screen) as the guard found it from its token (docs/perangkat.md). */
export interface PerangkatAktif {
  uid: string;
  nama: string;
  jenis: string;
  lingkup: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The device behind `Authorization: Perangkat <token>`, on routes declared for devices. */
    perangkat: PerangkatAktif | null;
  }
}

/** Where devices come from: the device registry of modules/akun, handed in by app.ts. */
export interface SumberPerangkat {
  /** The active device of a token, or null (unknown, replaced or deactivated). */
  cariPerangkat: (db: Db, token: string, now: Date) => Promise<PerangkatAktif | null>;
}

/** The token of `Authorization: Perangkat <token>`, or null when the request carries none. */
export function tokenPerangkat(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Perangkat\s+(\S+)\s*$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * Every route names its permission; a route without one is refused at start-up (STYLE: Permissions).
 * Paths outside the API (the web app's files) are served publicly by the static plugin.
 */
export function enforceRoutePermissions(app: App) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (!route.config?.permission) {
      throw new Error(`Route ${route.method} ${route.url} has no permission in its config`);
    }
  });
}

async function attachSession(request: FastifyRequest, deps: Deps, sesi: SumberSesi) {
  request.user = null;
  request.sessionToken = null;
  request.sessionExpiresAt = null;
  const token = request.cookies[sesi.cookie];
  if (!token) return;
  const found = await sesi.cariSesi(deps.db, token, deps.now(), deps.config.sessionIdleMinutes);
  if (!found) return;
  request.user = found.pengguna;
  request.sessionToken = token;
  request.sessionExpiresAt = found.expiresAt;
}

/**
 * Session, then permission, before the body is read: 401 and 403 come before 400. A device token
 * opens only the routes declared for devices (permission 'perangkat'); on any other route that is
 * not public it is a 401, so a stolen screen token reads its own feed and nothing else.
 */
export function installGuard(app: App, deps: Deps, sesi: SumberSesi, perangkat?: SumberPerangkat) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionExpiresAt', null);
  app.decorateRequest('perangkat', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    request.perangkat = null;
    const token = permission && permission !== 'public' ? tokenPerangkat(request) : null;
    if (permission === 'perangkat') {
      request.user = null;
      if (token) {
        const found = perangkat ? await perangkat.cariPerangkat(deps.db, token, deps.now()) : null;
        if (!found) throw perangkatTidakSah();
        request.perangkat = found;
        return;
      }
      // A signed-in person on a device's route: known, but not a device.
      await attachSession(request, deps, sesi);
      if (request.user) throw forbidden(request.routeOptions.config?.pesanTolak ?? HANYA_PERANGKAT);
      throw request.cookies[sesi.cookie] ? unauthorized() : belumLogin();
    }
    if (token) throw tokenPerangkatDitolak();
    if (!permission || permission === 'public') {
      // Public routes still learn who is asking when a session exists (login page, docs).
      if (permission === 'public' && request.cookies[sesi.cookie]) await attachSession(request, deps, sesi);
      return;
    }
    await attachSession(request, deps, sesi);
    if (!request.user) {
      // A cookie that no longer opens a session is an expired login (the app shows 'Sesi Login
      // Berakhir'); no cookie at all is simply someone who has not logged in.
      throw request.cookies[sesi.cookie] ? unauthorized() : belumLogin();
    }
    if (!can(request.user.role, permission)) throw forbidden(request.routeOptions.config?.pesanTolak);
  });
}

/** The device of a request on a device route (the guard has resolved it; 401 otherwise). */
export function perangkatDari(request: FastifyRequest): PerangkatAktif {
  if (!request.perangkat) throw belumLogin();
  return request.perangkat;
}
