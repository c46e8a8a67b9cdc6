import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy, type OutboundPolicy } from '../outbound-policy.js';
import { runCheck } from '../run-check.js';
import { runTestCheck } from '../testing/check-context.js';
import { freePort } from '../testing/child-server.js';
import { slapdDirectory, startSlapd, type SlapdServer } from '../testing/slapd-server.js';

const { suffix, people, adminDN, adminPassword } = slapdDirectory;

/** The default policy, plus a made-up name that only it can resolve: a check reaching it used the policy's answer. */
function policyResolving(name: string, address: string): OutboundPolicy {
  const policy = createOutboundPolicy();
  return {
    isAllowed: policy.isAllowed,
    assertHostAllowed: (host) => (host === name ? Promise.resolve([address]) : policy.assertHostAllowed(host)),
  };
}

describe('ldap check against a private slapd', () => {
  let slapd: SlapdServer;
  beforeAll(async () => {
    slapd = await startSlapd({ tls: true });
  }, 30_000);
  afterAll(() => slapd?.close());

  it('reads the root DSE anonymously when no base is given', async () => {
    const result = await runTestCheck('ldap', { name: 'l', host: slapd.url });
    expect(result).toMatchObject({ status: true, message: '1 entries', error: null });
    expect(result.details).toMatchObject({ count: 1, entries: [{ dn: '' }] });
  });

  it('searches the subtree of the base anonymously', async () => {
    const result = await runTestCheck('ldap', { name: 'l', host: slapd.url, searchBase: suffix });
    expect(result).toMatchObject({ status: true, message: '5 entries' });
  });

  it('binds as the admin and finds the people (canary-checker fields), with a test over the entries', async () => {
    const spec = {
      name: 'people',
      host: slapd.url,
      username: adminDN,
      password: { value: adminPassword },
      bindDN: people,
      userSearch: '(objectClass=inetOrgPerson)',
      skipTLSVerify: true, // no TLS on ldap://: must not turn the connection into TLS
      test: { expr: `count == 3 && entries.exists(e, e.mail == "ada@opsdeck.test")` },
    };
    const result = await runTestCheck('ldap', spec);
    expect(result).toMatchObject({ status: true, message: '3 entries', error: null });
    const entries = (result.details?.entries ?? []) as { dn: string }[];
    expect(entries.map((e) => e.dn).sort()).toEqual([
      `uid=ada,${people}`,
      `uid=grace,${people}`,
      `uid=linus,${people}`,
    ]);

    const failing = await runTestCheck('ldap', { ...spec, test: { expr: 'count == 4' } });
    expect(failing).toMatchObject({ status: false, error: 'test failed: count == 4' });
  });

  it('fails with a clear message on a wrong password', async () => {
    const result = await runTestCheck('ldap', {
      name: 'l',
      host: slapd.url,
      username: adminDN,
      password: 'wrong',
      searchBase: suffix,
    });
    expect(result.status).toBe(false);
    expect(result.error).toBe(`bind as ${adminDN} failed: invalid credentials (LDAP result 49)`);
  });

  it('fails when the base does not exist or nothing matches', async () => {
    const missing = await runTestCheck('ldap', { name: 'l', host: slapd.url, searchBase: `ou=nobody,${suffix}` });
    expect(missing.status).toBe(false);
    expect(missing.error).toBe(`search of ou=nobody,${suffix} failed: no such object (LDAP result 32)`);

    const none = await runTestCheck('ldap', {
      name: 'l',
      host: slapd.url,
      searchBase: people,
      searchFilter: '(uid=nobody)',
    });
    expect(none).toMatchObject({ status: false, error: `no entries match (uid=nobody) under ${people}` });

    const bad = await runTestCheck('ldap', { name: 'l', host: slapd.url, searchBase: people, searchFilter: 'uid=(' });
    expect(bad.status).toBe(false);
    expect(bad.error).toMatch(new RegExp(`^search of ${people} failed: `));
  });

  it('fails on a closed port', async () => {
    const url = `ldap://127.0.0.1:${await freePort()}`;
    const result = await runTestCheck('ldap', { name: 'l', host: url, searchBase: suffix });
    expect(result.status).toBe(false);
    expect(result.error).toBe(`cannot reach ${url}: connect ECONNREFUSED ${url.slice('ldap://'.length)}`);
  });

  it('records a block by the outbound policy as the result', async () => {
    const policy = createOutboundPolicy({ deny: ['127.0.0.0/8'] });
    const result = await runTestCheck('ldap', { name: 'l', host: slapd.url }, { policy });
    expect(result).toMatchObject({ status: false, details: { blocked: true } });
    expect(result.error).toMatch(/^blocked by the outbound network policy: 127\.0\.0\.1 resolves to 127\.0\.0\.1/);
  });

  it('connects to the address the policy resolved, not to its own lookup of the name', async () => {
    const policy = policyResolving('ldap.opsdeck.test', '127.0.0.1');
    const host = slapd.url.replace('127.0.0.1', 'ldap.opsdeck.test');
    const result = await runTestCheck('ldap', { name: 'l', host, searchBase: people }, { policy });
    expect(result).toMatchObject({ status: true, message: '4 entries' });
  });

  it('over ldaps:// rejects a self-signed certificate unless skipTLSVerify', async () => {
    const policy = policyResolving('ldap.opsdeck.test', '127.0.0.1');
    const host = slapd.tlsUrl!.replace('127.0.0.1', 'ldap.opsdeck.test');
    const spec = { name: 'l', host, username: adminDN, password: adminPassword, bindDN: people };
    const strict = await runTestCheck('ldap', spec, { policy });
    expect(strict.status).toBe(false);
    expect(strict.error).toMatch(new RegExp(`^cannot reach ${host}: self[- ]signed certificate`));
    const skipped = await runTestCheck('ldap', { ...spec, skipTLSVerify: true }, { policy });
    expect(skipped).toMatchObject({ status: true, message: '4 entries' });
  });

  it('takes url, username and password from a connection reference', async () => {
    const check = (password: string) =>
      runCheck(
        'ldap',
        { name: 'l', connection: 'connection://ldap-main', bindDN: people },
        {
          policy: createOutboundPolicy(),
          namespace: 'default',
          resolveConnection: (ref) =>
            Promise.resolve({
              id: '00000000-0000-0000-0000-000000000001',
              name: ref,
              type: 'ldap',
              url: slapd.url,
              username: adminDN,
              password,
              properties: {},
              insecureTls: false,
            }),
        },
        5_000,
      );
    expect(await check(adminPassword)).toMatchObject({ status: true, message: '4 entries' });
    expect((await check('wrong')).error).toMatch(new RegExp(`^bind as ${adminDN} failed`));
  });

  it('is invalid without a host', async () => {
    expect(await runTestCheck('ldap', { name: 'l', searchBase: suffix })).toMatchObject({
      status: false,
      invalid: true,
      error: 'invalid ldap check: host: host is required',
    });
  });
});

describe('ldap check against a server that never answers', () => {
  it('times out instead of hanging', async () => {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as net.AddressInfo;
    try {
      const result = await runTestCheck('ldap', { name: 'l', host: `ldap://127.0.0.1:${port}`, timeout: '300ms' });
      expect(result).toMatchObject({ status: false, error: 'timed out after 300 ms' });
      expect(result.duration).toBeLessThan(2_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
