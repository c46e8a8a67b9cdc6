import mysql from 'mysql2/promise';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { resolveConnectionUrl } from '../connection-url.js';
import { secretValue } from '../secret-value.js';

const schema = z.object({
  ...commonCheckFields,
  connection: z.string({ error: 'connection is required' }).min(1, 'connection is required'),
  username: secretValue.optional(),
  password: secretValue.optional(),
  query: z.string().default('SELECT 1'),
  results: z.number().int().min(0).optional(),
});

/** mysql (and MariaDB): run a query; pass when it succeeds (with `results` rows when given). */
export const mysqlCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'mysql',
  schema,
  async run(spec, ctx) {
    const url = await resolveConnectionUrl(spec, ctx);
    const conn = await mysql.createConnection({ uri: url.toString(), connectTimeout: ctx.timeoutMs });
    const onAbort = () => conn.destroy();
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const [rows] = await conn.query({ sql: spec.query, timeout: ctx.timeoutMs });
      const list = Array.isArray(rows) ? (rows as unknown[]) : [];
      const count = list.length;
      const pass = spec.results === undefined || count === spec.results;
      const message = pass ? `${count} rows` : `${count} rows, expected ${spec.results}`;
      return {
        pass,
        message,
        error: pass ? undefined : message,
        data: { rows: list, count, results: { rows: list, count } },
      };
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      await conn.end().catch(() => conn.destroy());
    }
  },
};
