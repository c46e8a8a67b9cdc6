import { MongoClient } from 'mongodb';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { resolveConnectionUrl } from '../connection-url.js';
import { secretValue } from '../secret-value.js';

const schema = z.object({
  ...commonCheckFields,
  connection: z.string({ error: 'connection is required' }).min(1, 'connection is required'),
  username: secretValue.optional(),
  password: secretValue.optional(),
});

type Spec = z.infer<typeof schema>;

/** mongodb: connect and `ping` (canary-checker's mongodb check). */
function mongoCheck(type: string): CheckKind<Spec> {
  return {
    type,
    schema,
    async run(spec, ctx) {
      const url = await resolveConnectionUrl(spec, ctx);
      const client = new MongoClient(url.toString(), {
        serverSelectionTimeoutMS: ctx.timeoutMs,
        connectTimeoutMS: ctx.timeoutMs,
        directConnection: true,
      });
      const onAbort = () => void client.close(true).catch(() => undefined);
      ctx.signal.addEventListener('abort', onAbort, { once: true });
      try {
        await client.connect();
        const reply = await client.db('admin').command({ ping: 1 });
        const pass = reply.ok === 1;
        return {
          pass,
          message: pass ? 'ping ok' : 'ping failed',
          error: pass ? undefined : 'ping failed',
          data: { reply },
        };
      } finally {
        ctx.signal.removeEventListener('abort', onAbort);
        await client.close(true).catch(() => undefined);
      }
    },
  };
}

/** canary-checker's key is `mongodb`; the issue and the spec editor say `mongo`: both are accepted. */
export const mongodbCheck = mongoCheck('mongodb');
export const mongoAliasCheck = mongoCheck('mongo');
