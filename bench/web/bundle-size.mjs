#!/usr/bin/env node
// Initial JS of a route, gzip: the entry chunk, the route's page chunk, and every chunk they import
// statically (what the browser must fetch before the page renders). Reads Vite's build manifest, so run
// `npm run build` first. Usage: node bench/web/bundle-size.mjs [--json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const TARGET_KB = 250; // DESIGN §10: first-route JS ≤ 250 kB gzip

const ROUTES = [
  { route: '/login', page: 'src/features/auth/pages.tsx', budget: TARGET_KB },
  { route: '/health', page: 'src/features/health/pages.tsx' },
];

let manifest;
try {
  manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
} catch {
  console.error('web/dist/.vite/manifest.json is missing: run `npm run build` first');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

/** The chunk and its static imports, transitively (dynamic imports load later, on demand). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const results = ROUTES.map(({ route, page, budget }) => {
  if (!manifest[page]) throw new Error(`no chunk for ${page} in the manifest`);
  const keys = new Set([...closure(entryKey), ...closure(page)]);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const kb = files.reduce((sum, f) => sum + gzipKb(f), 0);
  return { route, initialJsGzipKb: Math.round(kb * 10) / 10, chunks: files.length, budgetKb: budget };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const r of results) {
    const verdict = r.budgetKb
      ? ` (target ≤ ${r.budgetKb} kB: ${r.initialJsGzipKb <= r.budgetKb ? 'ok' : 'OVER'})`
      : '';
    console.log(
      `web ${r.route.padEnd(8)} initial JS ${r.initialJsGzipKb.toFixed(1)} kB gzip in ${r.chunks} chunks${verdict}`,
    );
  }
}
if (results.some((r) => r.budgetKb && r.initialJsGzipKb > r.budgetKb)) process.exitCode = 1;
