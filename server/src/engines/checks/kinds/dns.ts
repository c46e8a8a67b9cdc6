import { lookup, Resolver } from 'node:dns/promises';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';

const recordTypes = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'PTR', 'SRV', 'NS'] as const;

const schema = z.object({
  ...commonCheckFields,
  /** DNS server; the system resolvers when absent. */
  server: z.string().optional(),
  port: z.number().int().min(1).max(65535).default(53),
  query: z.string({ error: 'query is required' }).min(1, 'query is required'),
  querytype: z.enum(recordTypes).default('A'),
  minrecords: z.number().int().min(0).optional(),
  /** Every one of these must be among the answers, and nothing else. */
  exactreply: z.array(z.string()).optional(),
  thresholdMillis: z.number().int().nonnegative().optional(),
});

/** dns: resolve one name and compare the answers (canary-checker's DNS check). */
export const dnsCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'dns',
  schema,
  async run(spec, ctx) {
    const resolver = new Resolver({ timeout: ctx.timeoutMs, tries: 1 });
    if (spec.server) {
      const [address] = await ctx.policy.assertHostAllowed(spec.server);
      resolver.setServers([address!.includes(':') ? `[${address}]:${spec.port}` : `${address}:${spec.port}`]);
    }
    ctx.signal.addEventListener('abort', () => resolver.cancel(), { once: true });
    const started = performance.now();
    // Without a server, A/AAAA go through the system's resolution (getaddrinfo: /etc/hosts, then DNS), which is
    // what "does localhost resolve here" means; other record types need DNS itself.
    const viaSystem = !spec.server && (spec.querytype === 'A' || spec.querytype === 'AAAA');
    const answers = viaSystem
      ? (await lookup(spec.query, { all: true, family: spec.querytype === 'A' ? 4 : 6 })).map((a) => a.address)
      : await resolveAs(resolver, spec.query, spec.querytype);
    const elapsed = Math.round(performance.now() - started);
    const problems: string[] = [];
    if (spec.minrecords !== undefined && answers.length < spec.minrecords) {
      problems.push(`${answers.length} records, expected at least ${spec.minrecords}`);
    }
    if (spec.exactreply) {
      const want = [...spec.exactreply].sort();
      const got = [...answers].sort();
      if (want.join('\n') !== got.join('\n'))
        problems.push(`got ${got.join(', ') || 'no records'}, expected ${want.join(', ')}`);
    }
    if (spec.thresholdMillis !== undefined && elapsed > spec.thresholdMillis) {
      problems.push(`took ${elapsed} ms, over ${spec.thresholdMillis} ms`);
    }
    const pass = problems.length === 0;
    const message = pass ? `${spec.querytype} ${spec.query}: ${answers.join(', ')}` : problems.join('; ');
    return { pass, message, error: pass ? undefined : message, data: { records: answers, elapsed } };
  },
};

/** Answers as text, one per record, in the form canary-checker compares `exactreply` with. */
async function resolveAs(r: Resolver, name: string, type: (typeof recordTypes)[number]): Promise<string[]> {
  switch (type) {
    case 'A':
      return r.resolve4(name);
    case 'AAAA':
      return r.resolve6(name);
    case 'CNAME':
      return r.resolveCname(name);
    case 'NS':
      return r.resolveNs(name);
    case 'PTR':
      return r.resolvePtr(name);
    case 'MX':
      return (await r.resolveMx(name)).map((m) => `${m.exchange} ${m.priority}`);
    case 'TXT':
      return (await r.resolveTxt(name)).map((t) => t.join(''));
    case 'SRV':
      return (await r.resolveSrv(name)).map((s) => `${s.name} ${s.port} ${s.priority} ${s.weight}`);
  }
}
