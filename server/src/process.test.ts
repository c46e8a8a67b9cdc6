/** The `opsdeck` process: CLI, embedded PostgreSQL surviving restarts, graceful shutdown. */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli, startServerProcess } from './testing/server-process.js';
import { createTestDatabase } from './testing/test-db.js';

describe('opsdeck CLI', () => {
  test('--help lists the commands and settings', async () => {
    const { code, output } = await runCli(['--help']);
    expect(code).toBe(0);
    expect(output).toContain('serve');
    expect(output).toContain('migrate');
    expect(output).toContain('DATABASE_URL');
  });

  test('an unknown command exits 2 with the help', async () => {
    const { code, output } = await runCli(['frobnicate']);
    expect(code).toBe(2);
    expect(output).toContain('unknown command "frobnicate"');
  });

  test('bad configuration is refused with a message per value', async () => {
    const { code, output } = await runCli(['serve'], { PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(code).toBe(2);
    expect(output).toContain('PORT: PORT must be a number');
    expect(output).toContain('DATABASE_URL: DATABASE_URL must start with postgres://');
    expect(output).toContain('LOG_LEVEL');
  });

  test('migrate applies migrations to an external PostgreSQL and is idempotent', async () => {
    const db = await createTestDatabase();
    try {
      await db.pool.query('drop schema public cascade; create schema public');
      const first = await runCli(['migrate'], { DATABASE_URL: db.url, LOG_LEVEL: 'info' });
      expect(first.code).toBe(0);
      const second = await runCli(['migrate'], { DATABASE_URL: db.url, LOG_LEVEL: 'info' });
      expect(second.code).toBe(0);
      expect(second.output).toContain('"applied":0');
      const { rows } = await db.pool.query('select count(*)::int as n from schema_migrations');
      expect(rows[0].n).toBeGreaterThan(10);
    } finally {
      await db.drop();
    }
  }, 60_000);
});

describe('embedded PostgreSQL', () => {
  let dir: string;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('data written survives a stop and a start on the same data directory; SIGTERM exits cleanly', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'opsdeck-restart-'));
    await chmod(dir, 0o755);
    const env = { OPSDECK_DATA_DIR: path.join(dir, 'data'), OPSDECK_ENGINES: 'off' };

    const first = await startServerProcess(env);
    const created = await fetch(`${first.url}/api/db/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation', ...(await first.signIn()) },
      body: JSON.stringify({ name: 'restart.marker', value: 'kept' }),
    });
    expect(created.status).toBe(201);
    const stopped = await first.stop('SIGTERM');
    expect(stopped.code, first.output()).toBe(0);
    expect(stopped.ms).toBeLessThan(30_000);
    expect(first.output()).toContain('stopped');

    const second = await startServerProcess(env);
    try {
      const res = await fetch(`${second.url}/api/db/properties?name=eq.restart.marker&select=name,value`, {
        headers: await second.signIn(),
      });
      expect(await res.json()).toEqual([{ name: 'restart.marker', value: 'kept' }]);
    } finally {
      const again = await second.stop('SIGTERM');
      expect(again.code).toBe(0);
    }
  }, 180_000);
});

describe('graceful shutdown', () => {
  test('in-flight requests finish before the process exits', async () => {
    const db = await createTestDatabase();
    const server = await startServerProcess({ DATABASE_URL: db.url, OPSDECK_ENGINES: 'on' });
    try {
      const headers = await server.signIn();
      const inflight = Promise.allSettled(
        Array.from({ length: 40 }, () =>
          fetch(`${server.url}/api/db/check_summary?limit=5`, { headers }).then((r) => r.status),
        ),
      );
      await new Promise((r) => setTimeout(r, 5));
      const stopping = server.stop('SIGTERM');
      const settled = await inflight;
      const { code, ms } = await stopping;
      expect(code, server.output()).toBe(0);
      expect(ms).toBeLessThan(30_000);
      // Requests in flight when SIGTERM came were answered in full (200); one that arrived after draining began
      // gets 503 (retry elsewhere) or is refused at connect. Never a 500, and some must have drained.
      const answered = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(answered.filter((s) => s === 200).length).toBeGreaterThan(0);
      for (const s of answered) expect([200, 503]).toContain(s);
      expect(server.output()).toContain('engine started');
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await db.drop();
    }
  }, 60_000);
});
