import pg from 'pg';
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
  /** Expected number of rows; any count passes when absent. */
  results: z.number().int().min(0).optional(),
});

/** postgres: run a query; pass when it succeeds (with `results` rows when given). Rows are there for `test`. */
export const postgresCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'postgres',
  schema,
  async run(spec, ctx) {
    const url = await resolveConnectionUrl(spec, ctx);
    const client = new pg.Client({
      connectionString: url.toString(),
      connectionTimeoutMillis: ctx.timeoutMs,
      query_timeout: ctx.timeoutMs,
    });
    const onAbort = () => void client.end().catch(() => undefined);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await client.connect();
      const res = await client.query(spec.query);
      const count = res.rows.length;
      const pass = spec.results === undefined || count === spec.results;
      const message = pass ? `${count} rows` : `${count} rows, expected ${spec.results}`;
      return {
        pass,
        message,
        error: pass ? undefined : message,
        data: { results: { rows: res.rows, count }, rows: res.rows, count },
      };
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      await client.end().catch(() => undefined);
    }
  },
};
