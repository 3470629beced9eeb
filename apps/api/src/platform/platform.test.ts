import { PERMISSIONS } from '@rawat/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { enforceRoutePermissions } from './guard.ts';
import type { App } from './http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route table', () => {
  it('every API operation names a known permission (read from the generated OpenAPI)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([m, op]) => ({ path, m, perm: op['x-permission'] })),
    );
    expect(ops.length).toBeGreaterThanOrEqual(12);
    const allowed = new Set<string>([...PERMISSIONS, 'public', 'authenticated']);
    for (const op of ops) expect(allowed.has(op.perm ?? ''), `${op.m} ${op.path}`).toBe(true);
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
