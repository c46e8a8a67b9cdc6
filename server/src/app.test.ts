import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createSchemaCacheStore } from './data-api/schema-cache-store.js';
import { InputError } from './lib/errors.js';
import { createTestDatabase, type TestDatabase } from './testing/test-db.js';

let db: TestDatabase;
let logs = '';
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs += chunk.toString();
      cb();
    },
  });
  app = await buildApp({
    config: { logLevel: 'info', maxRows: 1000, webDir: '/nonexistent' },
    pool: db.pool,
    schemaCache: await createSchemaCacheStore(db.pool),
    logStream,
  });
  app.get('/test/boom', async () => {
    throw new Error('select secret from users where password = hunter2');
  });
  app.get('/test/input', async () => {
    throw new InputError('name is required', { code: 'missing_name' });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('operational endpoints', () => {
  test('/healthz answers while the process lives', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('/readyz is ready once the database is reachable and migrated', async () => {
    const res = await app.inject('/readyz');
    expect(res.json()).toEqual({ status: 'ready' });
  });

  test('/readyz reports pending migrations', async () => {
    await db.pool.query('delete from schema_migrations where version = (select max(version) from schema_migrations)');
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'migrations pending' });
  });

  test('/metrics exposes Prometheus text with request durations by route', async () => {
    await app.inject('/api/db/agents?limit=1');
    const res = await app.inject('/metrics');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('opsdeck_http_request_duration_seconds_bucket');
    expect(res.body).toContain('route="/api/db/*"');
    expect(res.body).toContain('opsdeck_process_cpu_seconds_total');
  });

  test('/api/about gives the backend version', async () => {
    const res = await app.inject('/api/about');
    expect(res.json()).toEqual({ Version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('errors and request ids', () => {
  test('a 5xx body has a code and a request id but no message internals or stack', async () => {
    const res = await app.inject('/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal',
      message: 'Internal server error',
      details: { request_id: res.headers['x-request-id'] },
      hint: null,
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  test('coded errors keep their status and code', async () => {
    const res = await app.inject('/test/input');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'missing_name', message: 'name is required', details: null, hint: null });
  });

  test('unknown API routes are a JSON 404', async () => {
    const res = await app.inject('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  test('a well-formed caller request id is kept, a hostile one replaced', async () => {
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'x\n{"evil":1}' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('logs are structured with request ids and never carry credentials', async () => {
    await app.inject({
      url: '/healthz',
      headers: { authorization: 'Bearer s3cr3t-token', cookie: 'session=s3cr3t-cookie' },
    });
    const lines = logs
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => typeof l.reqId === 'string')).toBe(true);
    expect(logs).not.toContain('s3cr3t');
  });
});

describe('configuration', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, maxRows: 1000, databaseUrl: undefined, enginesEnabled: true });
    expect(c.dataDir).toMatch(/\.opsdeck$/);
  });
  test('every bad value is named', () => {
    expect(() => loadConfig({ PORT: '0', OPSDECK_DB_MAX_ROWS: 'many', DATABASE_URL: 'http://x' })).toThrow(
      /PORT: PORT must be at least 1[\s\S]*DATABASE_URL[\s\S]*OPSDECK_DB_MAX_ROWS: OPSDECK_DB_MAX_ROWS must be a number/,
    );
  });
});
