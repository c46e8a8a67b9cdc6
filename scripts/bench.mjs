#!/usr/bin/env node
// `npm run bench`: runs every workload in bench/ in turn and prints their figures (DESIGN §10).
//
// A workload is bench/<name>/run.ts or bench/<name>/run.mjs (TypeScript runs through tsx), plus the entries
// listed in EXTRA below. Usage:
//   npm run bench                  every workload
//   npm run bench -- data-api web  only these (matched against the workload name)
//   npm run bench -- --list        list the workloads
// Arguments after `--` that start with `--` other than --list are passed through to every workload
// (e.g. `npm run bench -- data-api --iterations 2000`).
//
// A workload reports a missed budget in its output (MISSED / OVER); this script exits non-zero only when a
// workload crashes or cannot run.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = path.join(root, 'bench');

/** Entries that do not follow the run.{ts,mjs} convention. `before` prepares what the workload reads. */
const EXTRA = [
  {
    name: 'web/bundle-size',
    file: 'bench/web/bundle-size.mjs',
    // It reads Vite's manifest: build the web app when there is no build yet.
    before: () =>
      existsSync(path.join(root, 'web/dist/.vite/manifest.json')) ? 0 : run('npm', ['run', 'build', '-w', 'web']),
    // Exit 1 there means a route is over its budget (printed as OVER), not a crash.
    budgetExitCodes: [1],
  },
];

function discover() {
  const found = [];
  if (!existsSync(benchDir)) return found;
  for (const dir of readdirSync(benchDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!dir.isDirectory()) continue;
    for (const entry of ['run.ts', 'run.mjs']) {
      if (existsSync(path.join(benchDir, dir.name, entry))) {
        found.push({ name: dir.name, file: `bench/${dir.name}/${entry}` });
        break;
      }
    }
  }
  for (const e of EXTRA) if (existsSync(path.join(root, e.file))) found.push(e);
  return found;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.error) throw r.error;
  return r.status ?? (r.signal ? 128 : 1);
}

const args = process.argv.slice(2);
const passThrough = [];
const wanted = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--list') continue;
  if (a.startsWith('--')) {
    passThrough.push(a);
    // A following value (e.g. `--iterations 2000`) goes with it.
    if (args[i + 1] !== undefined && !args[i + 1].startsWith('--') && /^[\d.]+$/.test(args[i + 1])) {
      passThrough.push(args[++i]);
    }
  } else wanted.push(a);
}

const workloads = discover().filter((w) => !wanted.length || wanted.some((n) => w.name.includes(n)));
if (args.includes('--list')) {
  for (const w of workloads) console.log(`${w.name.padEnd(20)} ${w.file}`);
  process.exit(0);
}
if (!workloads.length) {
  console.error(`no workload matches ${wanted.join(', ') || '(none found in bench/)'}`);
  process.exit(1);
}

// With --json the workloads' stdout is the figures; our own lines go to stderr.
const say = passThrough.includes('--json') ? console.error : console.log;
const started = performance.now();
const summary = [];
for (const w of workloads) {
  say(`\n=== ${w.name} (${w.file}) ===`);
  const t0 = performance.now();
  let code = w.before ? w.before() : 0;
  if (code === 0) {
    const node = w.file.endsWith('.ts') ? ['--import', 'tsx', w.file] : [w.file];
    code = run(process.execPath, [...node, ...passThrough]);
  } else {
    console.error(`${w.name}: preparation failed (exit ${code})`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const budgetMiss = code !== 0 && (w.budgetExitCodes ?? []).includes(code);
  summary.push({
    name: w.name,
    code,
    seconds,
    status: code === 0 ? 'ran' : budgetMiss ? 'ran, over budget' : 'CRASHED',
  });
}

say('\n=== bench summary ===');
for (const s of summary) say(`${s.name.padEnd(20)} ${s.status.padEnd(18)} ${s.seconds.toFixed(1)} s`);
say(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(summary.some((s) => s.status === 'CRASHED') ? 1 : 0);
