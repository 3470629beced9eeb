import { can } from '@rawat/domain';
import type { FastifyRequest } from 'fastify';
import { cariSesi, SESSION_COOKIE } from '../modules/auth/sesi.service.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { App, Deps } from './http.ts';

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

async function attachSession(request: FastifyRequest, deps: Deps) {
  request.user = null;
  request.sessionToken = null;
  request.sessionExpiresAt = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const found = await cariSesi(deps.db, token, deps.now(), deps.config.sessionIdleMinutes);
  if (!found) return;
  request.user = found.pengguna;
  request.sessionToken = token;
  request.sessionExpiresAt = found.expiresAt;
}

/** Session, then permission, before the body is read: 401 and 403 come before 400. */
export function installGuard(app: App, deps: Deps) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionExpiresAt', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') {
      // Public routes still learn who is asking when a session exists (login page, docs).
      if (permission === 'public' && request.cookies[SESSION_COOKIE]) await attachSession(request, deps);
      return;
    }
    await attachSession(request, deps);
    if (!request.user) {
      // A cookie that no longer opens a session is an expired login (the app shows 'Sesi Login
      // Berakhir'); no cookie at all is simply someone who has not logged in.
      throw request.cookies[SESSION_COOKIE]
        ? unauthorized()
        : unauthorized('Silakan login terlebih dahulu', 'BELUM_LOGIN');
    }
    if (permission !== 'authenticated' && !can(request.user.role, permission)) throw forbidden();
  });
}
