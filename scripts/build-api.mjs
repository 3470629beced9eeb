#!/usr/bin/env node
// Compiles the API (and the TypeScript of @rawat/domain it imports) into plain JavaScript in
// apps/api/dist, so production runs `node apps/api/dist/main.js` with no TypeScript compiler.
// Every other package stays an import from node_modules: their own files (PGlite's wasm, fonts,
// argon2's native binding) are found where they always are.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const API = path.join(ROOT, 'apps/api');
export const DIST = path.join(API, 'dist');

/** Entry points: the server and the command-line tools (docs in README.md, docs/cadangan.md). */
const ENTRI = {
  main: 'src/main.ts',
  'seed-demo': 'src/cli/seed-demo.ts',
  'admin-create': 'src/cli/admin-create.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  'audit-verifikasi': 'src/cli/audit-verifikasi.ts',
  benih: 'src/cli/benih.ts',
};

/**
 * `import.meta.dirname` in a source file means that file's folder (migrations, the wilayah CSV and
 * the ICD catalogue are found relative to it). In a bundle it would be dist/ for every module, so
 * each use becomes the source folder again, computed from dist/ at run time: the output is flat
 * (entries and shared chunks all directly in dist/), so one relative path per source file is right
 * wherever the checkout lies. `import.meta.url` is left alone: only module resolution uses it, and
 * node_modules is found the same way from dist/.
 */
const folderSumber = {
  name: 'rawat-folder-sumber',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      let isi = await fs.promises.readFile(args.path, 'utf8');
      if (isi.includes('import.meta.filename')) {
        throw new Error(`${path.relative(ROOT, args.path)}: import.meta.filename belum didukung build API`);
      }
      if (isi.includes('import.meta.dirname')) {
        const relatif = path.relative(DIST, path.dirname(args.path)).split(path.sep).join('/');
        isi = isi.replaceAll(
          'import.meta.dirname',
          `__rawatResolve(import.meta.dirname, ${JSON.stringify(relatif)})`,
        );
      }
      return { contents: isi, loader: 'ts' };
    });
  },
};

/**
 * Builds into a folder beside `dir`, then swaps it in: a server or a journey reading the old build
 * never sees a half-written one, and a failed build leaves the old one in place.
 */
export async function gantiUtuh(dir, bangunKe) {
  const tmp = `${dir}.baru-${process.pid}`;
  const lama = `${dir}.lama-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await bangunKe(tmp);
    if (fs.existsSync(dir)) fs.renameSync(dir, lama);
    fs.renameSync(tmp, dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(lama, { recursive: true, force: true });
  }
}

/** Builds apps/api/dist; resolves with the milliseconds it took. */
export async function buildApi({ log = true } = {}) {
  const mulai = performance.now();
  // Loaded here, not at the top: `npm start` imports this file on every start, builds rarely.
  const { build } = await import('esbuild');
  await gantiUtuh(DIST, (outdir) =>
    build({
      absWorkingDir: API,
      entryPoints: Object.entries(ENTRI).map(([out, inp]) => ({ in: inp, out })),
      outdir,
      bundle: true,
      splitting: true,
      chunkNames: 'bersama-[hash]',
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      sourcemap: true,
      // Only the workspace's own TypeScript is compiled in; every npm package is imported at run time.
      packages: 'external',
      plugins: [workspaceMasuk, folderSumber],
      banner: { js: "import { resolve as __rawatResolve } from 'node:path';" },
      logLevel: log ? 'warning' : 'error',
      legalComments: 'none',
    }),
  );
  const ms = performance.now() - mulai;
  if (log) console.log(`  API dibangun ke ${path.relative(ROOT, DIST)} dalam ${(ms / 1000).toFixed(1)} dtk`);
  return ms;
}

/**
 * `packages: 'external'` would leave `@rawat/domain` as an import too, and Node cannot run its
 * TypeScript; this resolves it (and only it) to its source so it is bundled.
 */
const workspaceMasuk = {
  name: 'rawat-workspace-masuk',
  setup(b) {
    b.onResolve({ filter: /^@rawat\/domain(\/.*)?$/ }, (args) => {
      const sub = args.path.slice('@rawat/domain'.length);
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/domain/package.json'), 'utf8'));
      const target = pkg.exports?.[`.${sub}`];
      if (typeof target !== 'string')
        return { errors: [{ text: `${args.path} tidak diekspor @rawat/domain` }] };
      return { path: path.join(ROOT, 'packages/domain', target) };
    });
  },
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi();
}
