import { Client } from 'ldapts';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { readSecretValue, secretValue } from '../secret-value.js';

const schema = z.object({
  ...commonCheckFields,
  host: z.string({ error: 'host is required' }).regex(/^ldaps?:\/\//, 'host must be an ldap:// or ldaps:// URL'),
  bindDN: z.string().optional(),
  username: secretValue.optional(),
  password: secretValue.optional(),
  searchBase: z.string().default(''),
  searchFilter: z.string().default('(objectClass=*)'),
  skipTLSVerify: z.boolean().optional(),
});

/** ldap: bind (when credentials are given) and search; passes when the search answers. */
export const ldapCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'ldap',
  schema,
  async run(spec, ctx) {
    await ctx.policy.assertHostAllowed(new URL(spec.host).hostname);
    const client = new Client({
      url: spec.host,
      timeout: ctx.timeoutMs,
      connectTimeout: ctx.timeoutMs,
      tlsOptions: { rejectUnauthorized: !spec.skipTLSVerify },
    });
    try {
      const dn = spec.bindDN ?? readSecretValue(spec.username);
      if (dn) await client.bind(dn, readSecretValue(spec.password) ?? '');
      const { searchEntries } = await client.search(spec.searchBase, {
        filter: spec.searchFilter,
        scope: 'sub',
        sizeLimit: 100,
      });
      return {
        pass: true,
        message: `${searchEntries.length} entries`,
        data: { count: searchEntries.length, entries: searchEntries },
      };
    } finally {
      await client.unbind().catch(() => undefined);
    }
  },
};
