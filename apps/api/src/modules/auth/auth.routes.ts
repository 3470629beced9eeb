import { authApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, userOf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { SESSION_COOKIE } from '../akun/sesi.service.ts';
import { login, loginData, logout } from './auth.service.ts';
import { ubahPasswordSendiri } from './password.service.ts';

/** Signing in and out and the caller's own session (contracts: authApi in @rawat/domain). */
export async function authRoutes(app: App, deps: Deps) {
  rute(app, authApi.login, async (request, reply) => {
    const result = await login(
      { db: deps.db, idleMinutes: deps.config.sessionIdleMinutes },
      ctxOf(request, deps),
      request.body,
    );
    reply.setCookie(SESSION_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
    });
    return result.data;
  });

  rute(app, authApi.saya, async (request) => loginData(userOf(request)));

  rute(app, authApi.logout, async (request, reply) => {
    await logout(deps.db, ctxOf(request, deps), userOf(request));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Anda telah keluar' };
  });

  rute(app, authApi.ubahPassword, async (request) => {
    const { sesiDiakhiri } = await ubahPasswordSendiri(deps.db, ctxOf(request, deps), request.body);
    return {
      message: sesiDiakhiri
        ? `Password berhasil diubah. ${sesiDiakhiri} sesi lain telah diakhiri.`
        : 'Password berhasil diubah',
    };
  });

  rute(app, authApi.cookies, async (request) => ({
    respon: [
      {
        name: SESSION_COOKIE,
        session: true,
        expires: (request.sessionExpiresAt ?? new Date()).toISOString(),
        http_only: true,
        same_site: 'Lax',
      },
    ],
  }));

  rute(app, authApi.health, async () => ({ status: 'ok' as const, waktu: deps.now().toISOString() }));
}
