import pg from 'pg';
import { z } from 'zod';
import type { CheckKind } from '../check-kind.js';
import { resolveConnectionUrl } from '../connection-url.js';
import { checkHost } from '../outbound-policy.js';
import { policySocket } from '../pinned-socket.js';
import { sqlQueryFields, sqlQueryOutcome } from './sql-query.js';

const schema = z.object(sqlQueryFields);

/** postgres: run a query; pass when it succeeds (with `results` rows when given). Rows are there for `test`. */
export const postgresCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'postgres',
  schema,
  async run(spec, ctx) {
    const url = await resolveConnectionUrl(spec, ctx);
    const checked = await checkHost(ctx.policy, url.hostname);
    const client = new pg.Client({
      connectionString: url.toString(),
      connectionTimeoutMillis: ctx.timeoutMs,
      query_timeout: ctx.timeoutMs,
      // Connect to the address the policy checked, not to a second DNS answer.
      stream: () => policySocket(ctx.policy, checked),
    });
    const onAbort = () => void client.end().catch(() => undefined);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await client.connect();
      const res = await client.query(spec.query);
      return sqlQueryOutcome(res.rows, spec.results);
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      await client.end().catch(() => undefined);
    }
  },
};
