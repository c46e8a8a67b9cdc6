import { Redis } from 'ioredis';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { splitHostPort } from '../host-port.js';
import { readSecretValue, secretValue } from '../secret-value.js';

const schema = z.object({
  ...commonCheckFields,
  addr: z.string({ error: 'addr is required' }).min(1, 'addr is required'),
  /** spec: Redis db default 0. */
  db: z.number().int().min(0).default(0),
  username: secretValue.optional(),
  password: secretValue.optional(),
});

/** redis: connect, select db, PING must answer PONG. */
export const redisCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'redis',
  schema,
  async run(spec, ctx) {
    const { host, port } = splitHostPort(spec.addr, 6379);
    const [address] = await ctx.policy.assertHostAllowed(host);
    const client = new Redis({
      host: address,
      port,
      db: spec.db,
      username: readSecretValue(spec.username),
      password: readSecretValue(spec.password),
      lazyConnect: true,
      connectTimeout: ctx.timeoutMs,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null, // a check reports the failure; it does not retry
    });
    client.on('error', () => undefined); // errors surface through the awaited calls
    const onAbort = () => client.disconnect();
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await client.connect();
      const reply = await client.ping();
      const pass = reply === 'PONG';
      return { pass, message: `PING: ${reply}`, error: pass ? undefined : `PING answered ${reply}`, data: { reply } };
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      client.disconnect();
    }
  },
};
