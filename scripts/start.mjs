#!/usr/bin/env node
// npm start: builds the web app and the API only when their sources are newer than the build, then
// runs the compiled server (apps/api/dist/main.js) in this process. A fresh clone builds both on
// its first start; a restart with nothing changed goes straight to the server.
//   --build-saja   check and build, do not start the server
//   --paksa        build both even when nothing changed (`npm run build`)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApi, gantiUtuh } from './build-api.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const r = (...p) => path.join(ROOT, ...p);

/** What each build is made of: a change to any of these (or a file added or removed) rebuilds it. */
const BERSAMA = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/domain/src',
  'packages/domain/package.json',
];
export const BUILD = {
  web: {
    nama: 'aplikasi web',
    hasil: r('apps/web/dist/index.html'),
    sumber: [
      ...BERSAMA,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
    bangun: () =>
      gantiUtuh(r('apps/web/dist'), (tmp) => {
        const b = spawnSync(
          'npm',
          ['run', 'build', '--workspace', '@rawat/web', '--', '--outDir', tmp, '--emptyOutDir'],
          { cwd: ROOT, stdio: 'inherit' },
        );
        if (b.status !== 0) throw new Error('build aplikasi web gagal');
      }),
  },
  api: {
    nama: 'API',
    hasil: r('apps/api/dist/main.js'),
    sumber: [...BERSAMA, 'apps/api/src', 'apps/api/seed', 'apps/api/package.json', 'scripts/build-api.mjs'],
    bangun: () => buildApi(),
  },
  // The template a fresh embedded database starts from (apps/api/src/db/benih.ts), made after the
  // API it is built with; its file is named by a hash of its sources, the stamp marks the build.
  benih: {
    nama: 'templat basis data tertanam',
    hasil: r('node_modules/.cache/rawat/benih.stempel'),
    sumber: ['package-lock.json', 'apps/api/migrations', 'apps/api/data/katalog', 'apps/api/src/db/benih.ts'],
    bangun: () => {
      const b = spawnSync(process.execPath, [r('apps/api/dist/benih.js')], { cwd: ROOT, stdio: 'inherit' });
      if (b.status !== 0) throw new Error('templat basis data gagal dibuat');
      fs.writeFileSync(r('node_modules/.cache/rawat/benih.stempel'), new Date().toISOString());
    },
  },
};

/**
 * The newest mtime under the given paths, folders included: removing or renaming a file changes
 * its folder's mtime, so a deletion counts as a change too. A few thousand stat calls (≈ 30 ms).
 */
export function terbaru(paths) {
  let max = 0;
  const lihat = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    max = Math.max(max, st.mtimeMs);
    if (!st.isDirectory()) return;
    for (const nama of fs.readdirSync(p)) if (nama !== 'node_modules') lihat(path.join(p, nama));
  };
  for (const p of paths) lihat(r(p));
  return max;
}

/** True when the build output is missing or older than something it is built from. */
export function perluBuild(b) {
  let hasil;
  try {
    hasil = fs.statSync(b.hasil).mtimeMs;
  } catch {
    return true;
  }
  return terbaru(b.sumber) > hasil;
}

/**
 * Builds what is out of date (everything with `paksa`); `web: false` when the server serves another
 * build (RAWAT_WEB_DIST).
 */
export async function pastikanBuild({ web = true, paksa = false } = {}) {
  for (const [kunci, b] of Object.entries(BUILD)) {
    if (kunci === 'web' && !web) continue;
    if (!paksa && !perluBuild(b)) continue;
    console.log(`  Membangun ${b.nama}${paksa ? '' : ' (sumber lebih baru dari hasil build)'}…`);
    await b.bangun();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paksa = process.argv.includes('--paksa');
  await pastikanBuild({ web: paksa || !process.env.RAWAT_WEB_DIST, paksa });
  if (!process.argv.includes('--build-saja')) {
    // Stack traces in the log point at the TypeScript source lines (dist/*.js.map).
    process.setSourceMapsEnabled(true);
    await import(pathToFileURL(BUILD.api.hasil).href);
  }
}
