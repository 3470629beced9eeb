import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestApp, queryRows, type TestApp } from '../test/harness.ts';

// A stand-in for the web build: the headers of index.html and an asset do not depend on their content.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("rawat");');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      webDist,
      // Behind a TLS proxy: X-Forwarded-Proto and X-Forwarded-Host are believed.
      trustProxy: true,
      originDiizinkan: ['https://portal.rs.id'],
      batasPerMenit: { pdf: 3, ekspor: 2, cari: 4 },
    },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

type Metode = 'GET' | 'HEAD' | 'POST' | 'PUT';
const kirim = (method: Metode, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const denganSesi = (cookie: string, extra: Record<string, string> = {}) => ({ cookie, ...extra });

const akunUid = async (username: string) =>
  (await queryRows<{ uid: string }>(t, `select uid from akun where username = '${username}'`))[0]?.uid ?? '';

function cekHeaderKeamanan(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  // No inline script and no eval: only the bundle's own files run.
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("frame-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
  );
}

describe('security headers', () => {
  it('are on an API answer, an error answer, index.html and an asset', async () => {
    const api = await kirim('GET', '/api/v1/health');
    expect(api.statusCode).toBe(200);
    cekHeaderKeamanan(api.headers);
    const tolak = await kirim('GET', '/api/v1/auth/me');
    expect(tolak.statusCode).toBe(401);
    cekHeaderKeamanan(tolak.headers);
    const halaman = await kirim('GET', '/pasien/daftar');
    expect(halaman.statusCode).toBe(200);
    expect(halaman.headers['content-type']).toMatch(/^text\/html/);
    cekHeaderKeamanan(halaman.headers);
    const aset = await kirim('GET', '/assets/index-abc123.js');
    expect(aset.statusCode).toBe(200);
    expect(aset.body).toContain('rawat');
    cekHeaderKeamanan(aset.headers);
  });

  it('send HSTS only when the request came over TLS', async () => {
    const tls = await kirim('GET', '/api/v1/health', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    const tlsHalaman = await kirim('GET', '/', { 'x-forwarded-proto': 'https' });
    expect(tlsHalaman.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await kirim('GET', '/api/v1/health');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HEAD', () => {
  it('answers HEAD / with the page headers and no body, and HEAD on a GET API route', async () => {
    const halaman = await kirim('HEAD', '/');
    expect(halaman.statusCode).toBe(200);
    expect(halaman.headers['content-type']).toMatch(/^text\/html/);
    expect(halaman.body).toBe('');
    cekHeaderKeamanan(halaman.headers);
    const aset = await kirim('HEAD', '/assets/index-abc123.js');
    expect(aset.statusCode).toBe(200);
    expect(aset.body).toBe('');

    const admin = await t.login('ADMIN');
    const akun = await kirim('HEAD', '/api/v1/akun', denganSesi(admin));
    expect(akun.statusCode).toBe(200);
    expect(akun.headers['content-type']).toMatch(/^application\/json/);
    expect(akun.body).toBe('');
    cekHeaderKeamanan(akun.headers);
    // The guard holds for HEAD as for GET.
    expect((await kirim('HEAD', '/api/v1/akun')).statusCode).toBe(401);
    expect((await kirim('HEAD', '/api/v1/akun', denganSesi(await t.login('KASIR')))).statusCode).toBe(403);
    // An API path that matches nothing is still a 404, never the page.
    expect((await kirim('HEAD', '/api/v1/tidak-ada')).statusCode).toBe(404);
  });
});

describe('writes from another site', () => {
  const login = { username: 'kasir', password: DEMO_PASSWORD };

  it('are refused with 403 before anything happens', async () => {
    const admin = await t.login('ADMIN');
    const sebelum = await queryRows<{ n: number }>(t, 'select count(*)::int as n from akun');
    const res = await kirim('POST', '/api/v1/akun', denganSesi(admin, { origin: 'https://jahat.example' }), {
      username: 'titipan',
      nama: 'Titipan',
      role: 'KASIR',
      password: 'rahasia123',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'platform.origin_ditolak',
      message:
        'Permintaan ditolak karena dikirim dari situs lain. Buka aplikasi dari alamat resminya lalu coba lagi.',
    });
    expect(await queryRows<{ n: number }>(t, 'select count(*)::int as n from akun')).toEqual(sebelum);

    // A login from another site opens no session (login CSRF); a sandboxed frame says 'null'.
    const masuk = await kirim('POST', '/api/v1/auth/login', { origin: 'http://evil.test' }, login);
    expect(masuk.statusCode).toBe(403);
    expect(masuk.cookies.find((c) => c.name === 'rawat_sesi')).toBeUndefined();
    expect((await kirim('POST', '/api/v1/auth/login', { origin: 'null' }, login)).statusCode).toBe(403);
    // Same host name on another port is another site.
    expect(
      (await kirim('POST', '/api/v1/auth/login', { origin: 'http://localhost:8080' }, login)).statusCode,
    ).toBe(403);
  });

  it('are allowed from the site itself, a configured origin, or without Origin', async () => {
    // app.inject sends Host: localhost:80.
    const sendiri = await kirim('POST', '/api/v1/auth/login', { origin: 'http://localhost' }, login);
    expect(sendiri.statusCode).toBe(200);
    // Behind the proxy the public name is in X-Forwarded-Host.
    const proxy = await kirim(
      'POST',
      '/api/v1/auth/login',
      { origin: 'https://simrs.rs.id', 'x-forwarded-host': 'simrs.rs.id', 'x-forwarded-proto': 'https' },
      login,
    );
    expect(proxy.statusCode).toBe(200);
    const portal = await kirim('POST', '/api/v1/auth/login', { origin: 'https://portal.rs.id' }, login);
    expect(portal.statusCode).toBe(200);
    expect((await kirim('POST', '/api/v1/auth/login', {}, login)).statusCode).toBe(200);
    // Reads are never refused for their Origin.
    expect((await kirim('GET', '/api/v1/health', { origin: 'https://jahat.example' })).statusCode).toBe(200);
  });
});

describe('rate limits on costly endpoints', () => {
  it('answer 429 with Retry-After after the PDF limit, per session', async () => {
    const admin = await t.login('ADMIN');
    const [rs] = await queryRows<{ uid: string }>(t, 'select uid from faskes order by kode limit 1');
    const url = `/api/v1/master/faskes/${rs?.uid}/kop.pdf`;
    for (let i = 0; i < 3; i++) {
      const pdf = await kirim('GET', url, denganSesi(admin));
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      // The app frames its own PDFs (PdfViewerDialog); no other site may.
      expect(pdf.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    }
    const lagi = await kirim('GET', url, denganSesi(admin));
    expect(lagi.statusCode).toBe(429);
    expect(lagi.json().code).toBe('platform.terlalu_banyak_permintaan');
    expect(lagi.json().message).toMatch(
      /^Terlalu banyak dokumen PDF dibuka dalam satu menit\. Silakan coba lagi dalam \d+ detik\.$/,
    );
    const tunggu = Number(lagi.headers['retry-after']);
    expect(tunggu).toBeGreaterThan(0);
    expect(tunggu).toBeLessThanOrEqual(60);
    cekHeaderKeamanan(lagi.headers);
    // Another session (another desk) is not held back by this one.
    expect((await kirim('GET', url, denganSesi(await t.login('ADMIN')))).statusCode).toBe(200);
  });

  it('count a search only when something is typed, and answer 429 after the limit', async () => {
    const pendaftaran = await t.login('PENDAFTARAN');
    for (let i = 0; i < 4; i++) {
      const cari = await kirim('GET', `/api/v1/pasien?search=bu${'d'.repeat(i)}`, denganSesi(pendaftaran));
      expect(cari.statusCode).toBe(200);
    }
    const lagi = await kirim('GET', '/api/v1/pasien?search=budi', denganSesi(pendaftaran));
    expect(lagi.statusCode).toBe(429);
    expect(lagi.json().message).toMatch(
      /^Terlalu banyak pencarian dalam satu menit\. Silakan coba lagi dalam/,
    );
    expect(Number(lagi.headers['retry-after'])).toBeGreaterThan(0);
    // The list itself, without a search, still opens; so does a search of another session.
    expect((await kirim('GET', '/api/v1/pasien', denganSesi(pendaftaran))).statusCode).toBe(200);
    expect((await kirim('GET', '/api/v1/pasien?search=', denganSesi(pendaftaran))).statusCode).toBe(200);
    expect(
      (await kirim('GET', '/api/v1/pasien?search=budi', denganSesi(await t.login('PENDAFTARAN')))).statusCode,
    ).toBe(200);
  });

  it('count a report only when a file is asked for', async () => {
    const kasir = await t.login('KASIR');
    const url = '/api/v1/kasir/laporan/kasir';
    for (let i = 0; i < 2; i++) {
      expect((await kirim('GET', `${url}?format=xlsx`, denganSesi(kasir))).statusCode).toBe(200);
    }
    const lagi = await kirim('GET', `${url}?format=xlsx`, denganSesi(kasir));
    expect(lagi.statusCode).toBe(429);
    expect(lagi.json().message).toMatch(/^Terlalu banyak ekspor laporan dalam satu menit\./);
    expect(lagi.headers['retry-after']).toBeDefined();
    // The report on screen (JSON) is not an export.
    expect((await kirim('GET', url, denganSesi(kasir))).statusCode).toBe(200);
    expect((await kirim('GET', `${url}?format=json`, denganSesi(kasir))).statusCode).toBe(200);
  });
});

describe('session renewal', () => {
  it('gives a new session id at every login and ends the one the browser still carried', async () => {
    const masuk = (cookie?: string) =>
      kirim('POST', '/api/v1/auth/login', cookie ? { cookie } : {}, {
        username: 'rm',
        password: DEMO_PASSWORD,
      });
    const pertama = await masuk();
    const lama = pertama.cookies.find((c) => c.name === 'rawat_sesi')?.value ?? '';
    expect(lama).not.toBe('');
    expect((await kirim('GET', '/api/v1/auth/me', { cookie: `rawat_sesi=${lama}` })).statusCode).toBe(200);

    const kedua = await masuk(`rawat_sesi=${lama}`);
    expect(kedua.statusCode).toBe(200);
    const baru = kedua.cookies.find((c) => c.name === 'rawat_sesi')?.value ?? '';
    expect(baru).not.toBe('');
    expect(baru).not.toBe(lama);
    expect((await kirim('GET', '/api/v1/auth/me', { cookie: `rawat_sesi=${baru}` })).statusCode).toBe(200);
    const usang = await kirim('GET', '/api/v1/auth/me', { cookie: `rawat_sesi=${lama}` });
    expect(usang.statusCode).toBe(401);
    expect(usang.json().code).toBe('EXPIRED');
    const sesi = await queryRows<{ uid: string; ended_at: Date | null }>(
      t,
      `select s.uid, s.ended_at from sesi s join akun a on a.uid = s.akun_uid where a.username = 'rm' order by s.created_at`,
    );
    expect(sesi).toHaveLength(2);
    expect(sesi[0]?.uid).not.toBe(sesi[1]?.uid);
    expect(sesi[0]?.ended_at).not.toBeNull();
    expect(sesi[1]?.ended_at).toBeNull();
  });

  it('ends the sessions of a person whose role the ADMIN changes; a name change keeps them', async () => {
    const admin = await t.login('ADMIN');
    const uid = await akunUid('gudang');
    const gudang = await t.login('GUDANG');
    const ubah = (role: string) =>
      kirim('PUT', `/api/v1/akun/${uid}`, denganSesi(admin), { nama: 'Petugas Gudang Baru', role });

    expect((await ubah('GUDANG')).statusCode).toBe(200);
    expect((await kirim('GET', '/api/v1/auth/me', denganSesi(gudang))).statusCode).toBe(200);

    expect((await ubah('KASIR')).statusCode).toBe(200);
    const lama = await kirim('GET', '/api/v1/auth/me', denganSesi(gudang));
    expect(lama.statusCode).toBe(401);
    expect(lama.json().code).toBe('EXPIRED');
    // The old cookie carries none of the old rights either.
    expect((await kirim('GET', '/api/v1/farmasi/stok', denganSesi(gudang))).statusCode).toBe(401);
    // Logging in again gives the new role.
    const ulang = await t.login('gudang');
    expect((await kirim('GET', '/api/v1/auth/me', denganSesi(ulang))).json().role).toBe('KASIR');
  });
});
