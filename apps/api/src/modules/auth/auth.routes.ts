import {
  cookiesResponseSchema,
  errorEnvelopeSchema,
  loginBodySchema,
  loginDataSchema,
  messageSchema,
} from '@rawat/domain';
import { z } from 'zod';
import { type App, ctxOf, type Deps, userOf } from '../../platform/http.ts';
import { login, loginData, logout } from './auth.service.ts';
import { SESSION_COOKIE } from './sesi.service.ts';

export async function authRoutes(app: App, deps: Deps) {
  app.post(
    '/auth/login',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['Autentikasi'],
        summary: 'Masuk dengan username dan password; membuat sesi (cookie httpOnly)',
        body: loginBodySchema,
        response: { 200: loginDataSchema, 401: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    '/auth/me',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['Autentikasi'], summary: 'Data login sesi ini', response: { 200: loginDataSchema } },
    },
    async (request) => loginData(userOf(request)),
  );

  app.post(
    '/auth/logout',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['Autentikasi'],
        summary: 'Keluar: mengakhiri sesi di server',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await logout(deps.db, ctxOf(request, deps), userOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Anda telah keluar' };
    },
  );

  app.get(
    '/cookies',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['Autentikasi'],
        summary: 'Cookie sesi: nama dan masa berlakunya, tanpa rahasianya',
        response: { 200: cookiesResponseSchema },
      },
    },
    async (request) => ({
      respon: [
        {
          name: SESSION_COOKIE,
          session: true,
          expires: (request.sessionExpiresAt ?? new Date()).toISOString(),
          http_only: true,
          same_site: 'Lax',
        },
      ],
    }),
  );

  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['Sistem'],
        summary: 'Pemeriksaan koneksi (dipakai layar untuk mendeteksi offline)',
        response: { 200: z.object({ status: z.literal('ok'), waktu: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, waktu: deps.now().toISOString() }),
  );
}
