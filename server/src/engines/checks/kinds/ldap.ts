import net from 'node:net';
import tls from 'node:tls';
import { Client, ResultCodeError } from 'ldapts';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { resolveConnectionUrl } from '../connection-url.js';
import { checkHost } from '../outbound-policy.js';
import { secretValue } from '../secret-value.js';

const ldapUrl = z.string().regex(/^ldaps?:\/\//i, 'host must be an ldap:// or ldaps:// URL');

const schema = z.object({
  ...commonCheckFields,
  host: ldapUrl.optional(),
  /** canary-checker's connection fields: `url` is `host` by another name; `connection` a connection reference. */
  url: ldapUrl.optional(),
  connection: z.string().optional(),
  /** canary-checker: the DN to bind as (anonymous when absent). */
  username: secretValue.optional(),
  password: secretValue.optional(),
  /** canary-checker: the base DN of the search (not, despite its name, the bind identity). */
  bindDN: z.string().optional(),
  /** canary-checker: the search filter. */
  userSearch: z.string().optional(),
  /** Opsdeck's names for bindDN and userSearch; they win when both are given. */
  searchBase: z.string().optional(),
  searchFilter: z.string().optional(),
  skipTLSVerify: z.boolean().optional(),
});

type Spec = z.infer<typeof schema>;

/**
 * ldap: bind (when a username is given) and search the subtree of the base DN; passes when the search finds at least
 * one entry (canary-checker: "no results returned" fails). Without a base the root DSE is read, which every server
 * answers anonymously. Entries and their count are there for `test`.
 */
export const ldapCheck: CheckKind<Spec> = {
  type: 'ldap',
  schema: schema.refine((s) => s.host || s.url || s.connection, { message: 'host is required', path: ['host'] }),
  async run(spec, ctx) {
    const url = await resolveConnectionUrl(
      { connection: spec.connection ?? spec.url ?? spec.host, username: spec.username, password: spec.password },
      ctx,
    );
    if (!/^ldaps?:$/i.test(url.protocol)) throw new Error(`${url.protocol}// is not an ldap:// or ldaps:// URL`);
    const bindAs = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    url.username = '';
    url.password = '';
    const target = url.toString().replace(/\/$/, '');
    // DESIGN §8: connect to the address the policy passed, not to whatever the name resolves to a moment later.
    const { host, addresses } = await checkHost(ctx.policy, url.hostname);
    const address = addresses[0]!;
    const secure = url.protocol.toLowerCase() === 'ldaps:';
    const client = new Client({
      url: target,
      timeout: ctx.timeoutMs,
      connectTimeout: ctx.timeoutMs,
      // Any defined tlsOptions make ldapts speak TLS, even to an ldap:// URL: give them for ldaps:// only.
      tlsOptions: secure ? { rejectUnauthorized: !spec.skipTLSVerify } : undefined,
      createConnection: ((port: number) => net.connect({ port, host: address })) as typeof net.connect,
      createSecureConnection: ((port: number, _host: string, options: tls.ConnectionOptions) =>
        tls.connect({
          ...options,
          port,
          host: address,
          servername: net.isIP(host) ? undefined : host,
        })) as typeof tls.connect,
    });
    const onAbort = () => void client.unbind().catch(() => undefined);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      if (bindAs) await ldapStep(() => client.bind(bindAs, password), `bind as ${bindAs}`, target);
      const base = spec.searchBase ?? spec.bindDN ?? '';
      const filter = spec.searchFilter ?? spec.userSearch ?? '(objectClass=*)';
      const { searchEntries } = await ldapStep(
        () => client.search(base, { filter, scope: base ? 'sub' : 'base', sizeLimit: 100 }),
        base ? `search of ${base}` : 'search of the root DSE',
        target,
      );
      const count = searchEntries.length;
      const data = { count, entries: searchEntries };
      if (count === 0) {
        const error = `no entries match ${filter} under ${base || 'the root DSE'}`;
        return { pass: false, message: error, error, data };
      }
      return { pass: true, message: `${count} entries`, data };
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      await client.unbind().catch(() => undefined);
    }
  },
};

/**
 * Names what failed: a step the server refused (wrong password, no such base, a bad filter), or reaching the server at
 * all (a socket or TLS error carries a string code such as ECONNREFUSED; ldapts's own connect timeout does not).
 */
async function ldapStep<T>(step: () => Promise<T>, what: string, target: string): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof ResultCodeError) throw new Error(`${what} failed: ${resultText(err)}`, { cause: err });
    const reason = err instanceof Error ? err.message : String(err);
    const unreachable = typeof (err as NodeJS.ErrnoException).code === 'string' || reason === 'Connection timeout';
    throw new Error(unreachable ? `cannot reach ${target}: ${reason}` : `${what} failed: ${reason}`, { cause: err });
  }
}

/**
 * "invalid credentials (LDAP result 49)", then the server's diagnostic when it sent one. ldapts's own message is
 * that diagnostic plus " Code: 0x31", which is all a user would see when the server sends none (slapd usually).
 */
function resultText(err: ResultCodeError): string {
  const name = err.name
    .replace(/Error$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const diagnostic = err.message.replace(/\s*Code: 0x[0-9a-f]+$/i, '').trim();
  return `${name} (LDAP result ${err.code})${diagnostic ? `: ${diagnostic}` : ''}`;
}
