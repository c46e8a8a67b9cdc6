import mysql from 'mysql2/promise';
import { z } from 'zod';
import type { CheckKind } from '../check-kind.js';
import { resolveConnectionUrl } from '../connection-url.js';
import { checkHost } from '../outbound-policy.js';
import { policySocket } from '../pinned-socket.js';
import { sqlQueryFields, sqlQueryOutcome } from './sql-query.js';

const schema = z.object(sqlQueryFields);

/** mysql (and MariaDB): run a query; pass when it succeeds (with `results` rows when given). */
export const mysqlCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'mysql',
  schema,
  async run(spec, ctx) {
    const url = await resolveConnectionUrl(spec, ctx);
    const checked = await checkHost(ctx.policy, url.hostname);
    const conn = await mysql.createConnection({
      uri: url.toString(),
      connectTimeout: ctx.timeoutMs,
      // Connect to the address the policy checked, not to a second DNS answer.
      stream: () => policySocket(ctx.policy, checked).connect(Number(url.port || 3306), checked.host),
    });
    const onAbort = () => conn.destroy();
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const [rows] = await conn.query({ sql: spec.query, timeout: ctx.timeoutMs });
      return sqlQueryOutcome(Array.isArray(rows) ? (rows as unknown[]) : [], spec.results);
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      await conn.end().catch(() => conn.destroy());
    }
  },
};
