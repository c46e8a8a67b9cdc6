import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy } from '../outbound-policy.js';
import { runTestCheck } from '../testing/check-context.js';
import { startNtlmServer, type NtlmServer } from '../testing/ntlm-server.js';

let iis: NtlmServer;
let modern: NtlmServer;
let secure: NtlmServer;

beforeAll(async () => {
  iis = await startNtlmServer({ accounts: { 'CORP\\svc-monitor': 'Winter2026!' } });
  modern = await startNtlmServer({ accounts: { 'CORP\\svc-monitor': 'Winter2026!' }, timestamp: true });
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    notAfterDate: new Date(Date.now() + 10 * 86_400_000),
    keySize: 2048,
  });
  secure = await startNtlmServer({
    accounts: { 'CORP\\svc-monitor': 'Winter2026!' },
    tls: { key: pems.private, cert: pems.cert },
  });
});
afterAll(async () => {
  await iis.close();
  await modern.close();
  await secure.close();
});

describe('http check with NTLM (in-process server that verifies the NTLMv2 response)', () => {
  it('authenticates with ntlm: true and ntlmv2: true, and fails with a wrong password', async () => {
    for (const flag of ['ntlm', 'ntlmv2']) {
      const spec = {
        name: 'n',
        url: `${iis.url}/app`,
        [flag]: true,
        username: 'CORP\\svc-monitor',
        password: 'Winter2026!',
        responseContent: 'hello CORP\\svc-monitor',
      };
      expect(await runTestCheck('http', spec)).toMatchObject({ status: true, message: expect.stringMatching(/^200 /) });
      const wrong = await runTestCheck('http', { ...spec, password: 'Summer2026!' });
      expect(wrong).toMatchObject({ status: false, details: { code: 401 } });
      expect(wrong.message).toMatch(/response code 401/);
    }
    expect(iis.logins).toEqual([
      { user: 'svc-monitor', domain: 'CORP', lmZeroed: false },
      { user: 'svc-monitor', domain: 'CORP', lmZeroed: false },
    ]);
  });

  it('takes authentication.type ntlm, sends a zero LM response when the server sends a timestamp', async () => {
    const r = await runTestCheck('http', {
      name: 'n',
      url: modern.url,
      authentication: { type: 'ntlmv2', username: 'corp\\svc-monitor', password: 'Winter2026!' },
    });
    expect(r.status).toBe(true);
    expect(modern.logins.at(-1)).toEqual({ user: 'svc-monitor', domain: 'corp', lmZeroed: true });
  });

  it('fails for an unknown domain or user, and without NTLM answers only 401', async () => {
    const base = { name: 'n', url: iis.url, ntlm: true, password: 'Winter2026!' };
    expect((await runTestCheck('http', { ...base, username: 'OTHER\\svc-monitor' })).status).toBe(false);
    expect((await runTestCheck('http', { ...base, username: 'svc-monitor' })).status).toBe(false);
    const plain = await runTestCheck('http', { name: 'n', url: iis.url, username: 'CORP\\svc-monitor', password: 'x' });
    expect(plain).toMatchObject({ status: false, details: { code: 401 } });
    const noUser = await runTestCheck('http', { name: 'n', url: iis.url, ntlm: true });
    expect(noUser).toMatchObject({ status: false, message: 'NTLM authentication needs a username' });
  });

  it('works over HTTPS on one TLS connection, still reporting the certificate expiry', async () => {
    const spec = { name: 'n', url: secure.url, ntlm: true, username: 'CORP\\svc-monitor', password: 'Winter2026!' };
    const ok = await runTestCheck('http', { ...spec, insecureSkipVerify: true, maxSSLExpiry: 7 });
    expect(ok).toMatchObject({ status: true, details: { code: 200, sslAge: 9 } });
    expect(secure.logins).toHaveLength(1);
    const untrusted = await runTestCheck('http', spec);
    expect(untrusted.status).toBe(false);
    expect(untrusted.error).toMatch(/self-signed|certificate/);
  });

  it('goes through the outbound policy (DESIGN §8)', async () => {
    const r = await runTestCheck(
      'http',
      { name: 'n', url: iis.url, ntlm: true, username: 'CORP\\svc-monitor', password: 'Winter2026!' },
      { policy: createOutboundPolicy({ deny: ['127.0.0.0/8'] }) },
    );
    expect(r).toMatchObject({ status: false, details: { blocked: true } });
    expect(r.message).toMatch(/blocked by the outbound network policy/);
  });
});
