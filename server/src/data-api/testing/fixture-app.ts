import { readFile } from 'node:fs/promises';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const RELATIONS = [
  'clients',
  'projects',
  'tasks',
  'fx_users',
  'users_tasks',
  'messages',
  'user_profiles',
  'articles',
  'items',
  'project_view',
  'open_tasks',
] as const;
const FUNCTIONS = ['add_them', 'projects_of', 'bump_item', 'echo_json', 'task_stats', 'task_names', 'raise_it'];

/** The app over the fixture schema, with every fixture relation exposed except hidden_secrets. */
export async function createFixtureApp(opts: { maxRows?: number } = {}): Promise<TestApp & { req: Requester }> {
  const sql = await readFile(new URL('./fixture.sql', import.meta.url), 'utf8');
  const t = await createTestApp({
    prepare: async (db) => {
      await db.pool.query(sql);
    },
    maxRows: opts.maxRows,
    exposure: {
      relations: Object.fromEntries(RELATIONS.map((r) => [r, 'database' as const])),
      functions: Object.fromEntries(FUNCTIONS.map((f) => [f, 'database' as const])),
    },
  });
  return { ...t, req: requester(t) };
}

export interface Requester {
  (
    method: InjectOptions['method'],
    path: string,
    opts?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<LightMyRequestResponse & { data: unknown }>;
}

function requester(t: TestApp): Requester {
  return async (method, path, opts = {}) => {
    const res = await t.app.inject({
      method,
      url: `/api/db/${path}`,
      headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      payload:
        opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    });
    let data: unknown;
    try {
      data = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      data = res.body;
    }
    return Object.assign(res, { data });
  };
}
