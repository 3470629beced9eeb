import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DefinisiKontrak } from '@rawat/domain';
import * as domain from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * One contract per endpoint (docs/kontrak.md), kept so: the served API is exactly the set of
 * contracts exported by @rawat/domain, every route names its permission, and neither the route
 * files nor the web app spell a path or a response type of their own.
 */
const BASIS = {
  main: '/api/v1',
  wilayah: '/api/wilayah',
  surat: '/api/surat/v1',
  antrian: '/api/antrian/v1',
};

function apakahKontrak(v: unknown): v is DefinisiKontrak {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return typeof o.method === 'string' && typeof o.path === 'string' && 'permission' in o && 'summary' in o;
}

/** Every contract reachable from the domain's exports (objects of contracts, nested by family). */
function semuaKontrak(): { nama: string; k: DefinisiKontrak }[] {
  const hasil: { nama: string; k: DefinisiKontrak }[] = [];
  const telusuri = (nama: string, nilai: unknown, dalam: number) => {
    if (apakahKontrak(nilai)) hasil.push({ nama, k: nilai });
    else if (dalam < 3 && nilai && typeof nilai === 'object' && !Array.isArray(nilai))
      for (const [kunci, isi] of Object.entries(nilai)) telusuri(`${nama}.${kunci}`, isi, dalam + 1);
  };
  for (const [nama, nilai] of Object.entries(domain)) telusuri(nama, nilai, 0);
  return hasil;
}

const operasi = (k: DefinisiKontrak) =>
  `${k.method} ${BASIS[k.basis ?? 'main']}${k.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;

function berkas(dir: string, cocok: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? berkas(p, cocok) : cocok(p) ? [p] : [];
  });
}

const SRC = path.resolve(import.meta.dirname, '..');
const WEB = path.resolve(SRC, '../../web/src');

describe('endpoint contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serve exactly the contracts of @rawat/domain, each once', async () => {
    const kontrak = semuaKontrak().filter(({ k }) => !k.hide);
    const dariKontrak = kontrak.map(({ k }) => operasi(k));
    expect(new Set(dariKontrak).size, 'two contracts for one endpoint').toBe(dariKontrak.length);

    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const dilayani = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect([...dilayani].sort()).toEqual([...dariKontrak].sort());
  });

  it("name a permission; 'authenticated' only for the caller's own session", () => {
    // Changing one's own password proves itself with the old password, not with a permission.
    const sesiSendiri = [
      domain.authApi.saya,
      domain.authApi.logout,
      domain.authApi.cookies,
      domain.authApi.ubahPassword,
    ];
    for (const { nama, k } of semuaKontrak()) {
      expect(k.permission, nama).toBeTruthy();
      if (k.permission === 'authenticated')
        expect(sesiSendiri, `${nama} needs a real permission`).toContain(k);
    }
  });

  it('are the only place a route file takes its path from', () => {
    const rute = berkas(path.join(SRC, 'modules'), (f) => f.endsWith('.routes.ts'));
    expect(rute.length).toBeGreaterThan(20);
    const pelanggar = rute.filter((f) =>
      /\.(get|post|put|patch|delete|route)\(\s*['`/{]/.test(readFileSync(f, 'utf8')),
    );
    expect(pelanggar.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('are the only way the web calls the API: no raw client, no base URL, no asserted answer', () => {
    const web = berkas(WEB, (f) => /\.tsx?$/.test(f) && !f.includes(`${path.sep}api${path.sep}`));
    expect(web.length).toBeGreaterThan(100);
    const pelanggar = web.filter((f) => {
      const s = readFileSync(f, 'utf8');
      return /\bhttp\.(get|post|put|patch|del|upload)\b|\bAPI_BASE\b|['`]\/api\//.test(s);
    });
    expect(pelanggar.map((f) => path.relative(WEB, f))).toEqual([]);
  });
});
