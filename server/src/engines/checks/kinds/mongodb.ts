import { MongoClient } from 'mongodb';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { resolveConnectionUrl } from '../connection-url.js';
import { checkHost, policyLookup } from '../outbound-policy.js';
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
      const srv = url.protocol === 'mongodb+srv:';
      // A plain host is checked up front (a clear "blocked" result); an SRV name is not a host to connect to.
      const checked = srv ? undefined : await checkHost(ctx.policy, url.hostname);
      const client = new MongoClient(url.toString(), {
        // Under the check's own timeout, so a server that cannot be reached fails with the driver's reason (e.g.
        // "connect ECONNREFUSED") rather than a bare "timed out".
        serverSelectionTimeoutMS: Math.max(100, Math.floor(ctx.timeoutMs * 0.9)),
        connectTimeoutMS: ctx.timeoutMs,
        // One server, no discovery of replica set members: the check pings what it was given. With mongodb+srv
        // the driver lists the hosts (DNS SRV) and picks one.
        directConnection: !srv,
        // Every socket the driver opens resolves its host through the outbound policy (DESIGN §8), SRV targets
        // included, so it connects only to addresses the policy passed.
        lookup: policyLookup(ctx.policy, checked),
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
