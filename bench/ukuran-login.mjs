// Gzipped JavaScript the login screen loads: the entry script of dist/index.html, its modulepreload
// links, and every chunk those import statically (the browser fetches those before running).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ATTR = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function importsStatis(kode) {
  return [...kode.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

/**
 * @param {string} dist apps/web/dist
 * @returns {{ files: { file: string, bytes: number, gzip: number, via: string }[], gzipTotal: number, rawTotal: number, css: { file: string, gzip: number }[] }}
 */
export function ukurLogin(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const antrian = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = ATTR(tag, 'src');
    if (src && /type\s*=\s*["']module["']/.test(tag)) antrian.push({ url: src, via: 'entry' });
  }
  const css = [];
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = ATTR(tag, 'rel');
    const href = ATTR(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') antrian.push({ url: href, via: 'modulepreload' });
    if (rel === 'stylesheet') css.push(href);
  }
  if (antrian.length === 0) throw new Error('index.html tidak memuat <script type="module">');

  const dilihat = new Map();
  while (antrian.length > 0) {
    const { url, via } = antrian.shift();
    const file = path.join(dist, url.replace(/^\//, ''));
    if (dilihat.has(file)) continue;
    const kode = fs.readFileSync(file);
    dilihat.set(file, {
      file: path.relative(dist, file),
      bytes: kode.length,
      gzip: zlib.gzipSync(kode).length,
      via,
    });
    for (const imp of importsStatis(kode.toString('utf8'))) {
      antrian.push({
        url: path.posix.join(path.posix.dirname(url), imp),
        via: `import dari ${path.basename(url)}`,
      });
    }
  }
  const files = [...dilihat.values()];
  return {
    files,
    gzipTotal: files.reduce((n, f) => n + f.gzip, 0),
    rawTotal: files.reduce((n, f) => n + f.bytes, 0),
    css: css.map((href) => {
      const file = path.join(dist, href.replace(/^\//, ''));
      return { file: path.relative(dist, file), gzip: zlib.gzipSync(fs.readFileSync(file)).length };
    }),
  };
}
