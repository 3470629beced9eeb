import { gunzipSync } from 'node:zlib';
import { anyOf, can, PERMISSIONS, type Permission, type RouteAccess } from '@rawat/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enforceRoutePermissions } from './guard.ts';
import type { App } from './http.ts';

/** `x-permission` as the OpenAPI page writes it: one permission, or 'a | b' for any one of them. */
const aksesDari = (teks: string): RouteAccess =>
  teks.includes(' | ') ? anyOf(teks.split(' | ') as Permission[]) : (teks as RouteAccess);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An OpenAPI path as a URL: the main API's are relative to /api/v1, the letters' carry /api/surat/v1. */
const alamat = (path: string, uid: string) =>
  `${path.startsWith('/api/') ? '' : '/api/v1'}${path.replace(/\{[^}]+\}/g, uid)}`;

describe('route table', () => {
  it('every API operation names a known permission (read from the generated OpenAPI)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([m, op]) => ({ path, m, perm: op['x-permission'] })),
    );
    expect(ops.length).toBeGreaterThanOrEqual(12);
    const allowed = new Set<string>([...PERMISSIONS, 'public', 'authenticated', 'perangkat']);
    for (const op of ops)
      for (const p of (op.perm ?? '').split(' | ')) expect(allowed.has(p), `${op.m} ${op.path}`).toBe(true);
  });
  it('sends the 2 MB OpenAPI document compressed to a browser that accepts it, whole to one that does not', async () => {
    const polos = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.rawPayload.length).toBeLessThan(polos.rawPayload.length / 10);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(polos.json());
  });
  it('answers every route that is not public with 401 when there is no session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
    const tertutup = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op['x-permission'] !== 'public')
        .map(([m, op]) => ({ path, m: m.toUpperCase(), perm: op['x-permission'] })),
    );
    expect(tertutup.length).toBeGreaterThan(100);
    const uid = '00000000-0000-4000-8000-000000000000';
    for (const op of tertutup) {
      const url = alamat(op.path, uid);
      const body = op.m === 'GET' || op.m === 'DELETE' ? undefined : {};
      const r = await t.app.inject({ method: op.m as 'GET', url, ...(body ? { payload: body } : {}) });
      expect(r.statusCode, `${op.m} ${op.path} (${op.perm})`).toBe(401);
    }
  });
  it('answers every route with 403 for a role that lacks its permission, before reading the body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
    // Two roles with small, disjoint sets: between them every named permission is refused once.
    const peran = ['AHLI_GIZI', 'GUDANG'] as const;
    const cookie = Object.fromEntries(await Promise.all(peran.map(async (r) => [r, await t.login(r)])));
    const uid = '00000000-0000-4000-8000-000000000000';
    let diuji = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(methods)) {
        const perm = op['x-permission'] ?? '';
        if (perm === 'public' || perm === 'authenticated') continue;
        const role = peran.find((r) => !can(r, aksesDari(perm)));
        if (!role) continue;
        const method = m.toUpperCase() as 'GET';
        const url = alamat(path, uid);
        const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
        const r = await t.app.inject({ method, url, headers: { cookie: cookie[role] ?? '' }, ...body });
        expect(r.statusCode, `${method} ${path} as ${role} (${perm})`).toBe(403);
        diuji++;
      }
    }
    expect(diuji).toBeGreaterThan(100);
  });
  it('refuses to start with a route that names no permission', async () => {
    const app = Fastify() as unknown as App;
    enforceRoutePermissions(app);
    expect(() => app.get('/api/v1/lupa', async () => ({}))).toThrow(/no permission/);
  });
});

describe('error envelope', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat tidak ditemukan', code: 'TIDAK_DITEMUKAN' });
  });
  it('answers broken JSON with 400 in Indonesian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Format data tidak valid/);
  });
  it('checks the session before the body: no session and bad input gives 401, not 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/akun', payload: { username: '' } });
    expect(res.statusCode).toBe(401);
  });
  it('serves the health check publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json().status).toBe('ok');
  });
});
