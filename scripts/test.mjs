#!/usr/bin/env node
// `npm test`: builds what the browser journeys run against (server, SPA), then runs every vitest project
// (common, server, web components, e2e journeys) against real PostgreSQL, and ends with one summary line
// `N passed, N failed, N skipped` that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const passthrough = process.argv.slice(2);

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

if (!passthrough.includes('--no-build') && run('npm', ['run', 'build']) !== 0) {
  console.error('build failed');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

mkdirSync(`${root}/test-results`, { recursive: true });
const report = `${root}/test-results/vitest.json`;
const args = [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...passthrough.filter((a) => a !== '--no-build'),
];
const status = run('npx', args);

try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const failed = r.numFailedTests + suitesThatFailedToLoad(r);
  console.log(`\n${r.numPassedTests} passed, ${failed} failed, ${r.numPendingTests + (r.numTodoTests ?? 0)} skipped`);
} catch {
  console.log(`\n0 passed, ${status === 0 ? 0 : 1} failed`);
}
process.exit(status);

// A file that failed to load (or whose hooks threw) ran no failing test but is a failure all the same.
function suitesThatFailedToLoad(r) {
  return (r.testResults ?? []).filter(
    (s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
}
