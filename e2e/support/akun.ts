import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Akun, Role } from '@rawat/domain';
import { LoginPage } from '../pages/login.page.ts';

/** The demo accounts' password (apps/api/seed/demo.ts); username = role in lower case. */
export const DEMO_PASSWORD = 'demo123';

export const usernameDemo = (role: Role) => role.toLowerCase();

/** A username no other test uses: 'e2e-' and 8 hex digits (the schema allows 3..32 of [a-z0-9._-]). */
export function usernameUnik(awalan = 'e2e'): string {
  return `${awalan}-${randomBytes(4).toString('hex')}`;
}

export interface AkunUji {
  uid: string;
  username: string;
  password: string;
  nama: string;
  role: Role;
}

/** Logs an API context in; the session cookie then rides on every later request of that context. */
export async function masukApi(api: APIRequestContext, username: string, password: string): Promise<void> {
  const res = await api.post('/api/v1/auth/login', { data: { username, password } });
  expect(res.status(), `login ${username}`).toBe(200);
}

/** Logs the browser in afresh through the login form (demo password) and waits to leave '/'. */
export async function masukSebagai(page: Page, username: string): Promise<void> {
  await page.context().clearCookies();
  const login = new LoginPage(page);
  await login.buka();
  await login.masuk(username, DEMO_PASSWORD);
  await page.waitForURL((u) => u.pathname !== '/');
}

/**
 * Builds an account through the API as the demo ADMIN would, so a test that ends sessions or
 * deactivates someone never touches an account another test is using.
 */
export async function buatAkun(
  adminApi: APIRequestContext,
  {
    role,
    nama = 'Petugas Uji E2E',
    password = 'rahasia-e2e-123',
  }: { role: Role; nama?: string; password?: string },
): Promise<AkunUji> {
  const username = usernameUnik();
  const res = await adminApi.post('/api/v1/akun', { data: { username, nama, role, password } });
  expect(res.status(), await res.text()).toBe(201);
  const { respon } = (await res.json()) as { respon: Akun };
  return { uid: respon.uid, username, password, nama, role };
}
