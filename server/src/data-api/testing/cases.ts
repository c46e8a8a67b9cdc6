import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createFixtureApp } from './fixture-app.js';

export interface Case {
  name?: string;
  method?: InjectOptions['method'];
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  status: number;
  /** Exact JSON body. */
  json?: unknown;
  /** PostgREST error code of the body. */
  code?: string;
  contentRange?: string;
  /** Header values that must be present. */
  responseHeaders?: Record<string, string | RegExp>;
  check?: (data: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Runs request/response cases in order against one fixture app (later cases may see earlier writes). */
export function describeCases(title: string, cases: Case[], opts: { maxRows?: number } = {}): void {
  describe(title, () => {
    let f: Awaited<ReturnType<typeof createFixtureApp>>;
    beforeAll(async () => {
      f = await createFixtureApp(opts);
    });
    afterAll(() => f.close());
    for (const c of cases) {
      test(c.name ?? `${c.method ?? 'GET'} /${c.path}${c.headers ? ` ${JSON.stringify(c.headers)}` : ''}`, async () => {
        const res = await f.req(c.method ?? 'GET', c.path, { headers: c.headers, body: c.body });
        expect(res.statusCode, res.body).toBe(c.status);
        if (c.json !== undefined) expect(res.data).toEqual(c.json);
        if (c.code !== undefined) {
          expect((res.data as { code: string }).code).toBe(c.code);
          expect(Object.keys(res.data as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
        }
        if (c.contentRange !== undefined) expect(res.headers['content-range']).toBe(c.contentRange);
        for (const [k, v] of Object.entries(c.responseHeaders ?? {})) {
          if (v instanceof RegExp) expect(String(res.headers[k])).toMatch(v);
          else expect(res.headers[k]).toBe(v);
        }
        c.check?.(res.data);
      });
    }
  });
}
