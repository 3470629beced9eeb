import { can } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { SesiAktif } from './context.ts';
import { belumLogin, forbidden, unauthorized } from './errors.ts';
import type { App, Deps } from './http.ts';

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

/** Session, then permission, before the body is read: 401 and 403 come before 400. */
export function installGuard(app: App, deps: Deps, sesi: SumberSesi) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionExpiresAt', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
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
