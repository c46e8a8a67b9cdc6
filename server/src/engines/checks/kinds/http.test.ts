import { createHash } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy } from '../outbound-policy.js';
import { runTestCheck, startHttpServer } from '../testing/check-context.js';

let plain: Awaited<ReturnType<typeof startHttpServer>>;
let tls: { url: string; server: https.Server };

beforeAll(async () => {
  plain = await startHttpServer((req, res) => {
    const auth = req.headers.authorization ?? '';
    if (req.url === '/json')
      return void res.setHeader('content-type', 'application/json').end('{"status":"ok","items":[1,2,3]}');
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 150);
    if (req.url === '/down') return void res.writeHead(503).end('maintenance');
    if (req.url === '/hop') return void res.writeHead(302, { location: '/json' }).end();
    if (req.url === '/to-metadata')
      return void res.writeHead(302, { location: 'http://169.254.169.254/latest/' }).end();
    if (req.url === '/echo' && req.method === 'POST') return void req.pipe(res);
    if (req.url === '/basic') {
      const ok = auth === `Basic ${Buffer.from('ops:s3cret').toString('base64')}`;
      return void res.writeHead(ok ? 200 : 401).end(ok ? 'welcome' : 'no');
    }
    if (req.url === '/digest') {
      const m = /response="([^"]+)".*?/.exec(auth);
      const params = Object.fromEntries([...auth.matchAll(/(\w+)="?([^",]*)"?/g)].map((x) => [x[1], x[2]]));
      const md5 = (s: string) => createHash('md5').update(s).digest('hex');
      const expected = md5(`${md5('ops:lab:s3cret')}:abc:${params.nc}:${params.cnonce}:auth:${md5('GET:/digest')}`);
      if (m && m[1] === expected) return void res.end('digest ok');
      return void res.writeHead(401, { 'www-authenticate': 'Digest realm="lab", nonce="abc", qop="auth"' }).end();
    }
    res.end('hello opsdeck');
  });
  // Self-signed certificate that expires in 10 days, to test maxSSLExpiry both ways.
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    notAfterDate: new Date(Date.now() + 10 * 86_400_000),
    keySize: 2048,
  });
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (_req, res) => res.end('secure'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  tls = { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
});
afterAll(async () => {
  await plain.close();
  tls.server.close();
});

describe('http check against a local HTTP server', () => {
  it('passes on the expected code and content, and fails on others', async () => {
    const ok = await runTestCheck('http', {
      name: 'a',
      url: plain.url,
      responseCodes: [200],
      responseContent: 'opsdeck',
    });
    expect(ok).toMatchObject({ status: true, error: null });
    const bad = await runTestCheck('http', { name: 'a', url: `${plain.url}/down`, responseCodes: [200] });
    expect(bad).toMatchObject({ status: false, message: 'response code 503, expected 200' });
    const content = await runTestCheck('http', { name: 'a', url: plain.url, responseContent: 'nope' });
    expect(content.status).toBe(false);
  });

  it('fails over thresholdMillis', async () => {
    const slow = await runTestCheck('http', { name: 'a', url: `${plain.url}/slow`, thresholdMillis: 50 });
    expect(slow.status).toBe(false);
    expect(slow.message).toMatch(/over the threshold of 50 ms/);
    expect((await runTestCheck('http', { name: 'a', url: `${plain.url}/slow`, thresholdMillis: 2000 })).status).toBe(
      true,
    );
  });

  it('evaluates CEL test and display over the JSON body', async () => {
    const spec = {
      name: 'j',
      url: `${plain.url}/json`,
      test: { expr: "json.status == 'ok' && size(json.items) == 3" },
      display: { expr: "'items: ' + string(size(json.items))" },
    };
    expect(await runTestCheck('http', spec)).toMatchObject({ status: true, message: 'items: 3' });
    const failing = await runTestCheck('http', { ...spec, test: { expr: 'code == 201' } });
    expect(failing).toMatchObject({ status: false, error: 'test failed: code == 201' });
  });

  it('follows redirects, posts a body, and answers basic and digest auth', async () => {
    expect((await runTestCheck('http', { name: 'r', url: `${plain.url}/hop`, responseContent: 'items' })).status).toBe(
      true,
    );
    const echo = await runTestCheck('http', {
      name: 'p',
      url: `${plain.url}/echo`,
      method: 'POST',
      body: 'ping-body',
      responseContent: 'ping-body',
    });
    expect(echo.status).toBe(true);
    const basic = { name: 'b', url: `${plain.url}/basic`, username: 'ops', password: 's3cret' };
    expect((await runTestCheck('http', basic)).status).toBe(true);
    expect((await runTestCheck('http', { ...basic, password: 'wrong' })).status).toBe(false);
    const digest = {
      name: 'd',
      url: `${plain.url}/digest`,
      authentication: { type: 'digest', username: 'ops', password: 's3cret' },
    };
    expect(await runTestCheck('http', digest)).toMatchObject({ status: true });
    expect((await runTestCheck('http', { ...digest, authentication: { username: 'ops', password: 'x' } })).status).toBe(
      false,
    );
  });

  it('checks TLS expiry against maxSSLExpiry (self-signed certificate expiring in 10 days)', async () => {
    const ok = await runTestCheck('http', { name: 't', url: tls.url, insecureSkipVerify: true, maxSSLExpiry: 7 });
    expect(ok.status).toBe(true);
    expect(ok.details).toMatchObject({ sslAge: 9 });
    const soon = await runTestCheck('http', { name: 't', url: tls.url, insecureSkipVerify: true, maxSSLExpiry: 30 });
    expect(soon).toMatchObject({ status: false, message: 'TLS certificate expires in 9 days (minimum 30)' });
    const untrusted = await runTestCheck('http', { name: 't', url: tls.url });
    expect(untrusted.status).toBe(false);
    expect(untrusted.error).toMatch(/self-signed|certificate/);
  });

  it('records outbound-policy blocks as failed results, redirects included (DESIGN §8)', async () => {
    const direct = await runTestCheck('http', { name: 'm', url: 'http://169.254.169.254/latest/meta-data' });
    expect(direct).toMatchObject({ status: false, details: { blocked: true } });
    expect(direct.message).toMatch(/blocked by the outbound network policy/);
    const viaRedirect = await runTestCheck('http', { name: 'm', url: `${plain.url}/to-metadata` });
    expect(viaRedirect).toMatchObject({ status: false, details: { blocked: true } });
    const denyLoopback = createOutboundPolicy({ deny: ['127.0.0.0/8'] });
    expect((await runTestCheck('http', { name: 'l', url: plain.url }, { policy: denyLoopback })).status).toBe(false);
    const allowOnly = createOutboundPolicy({ allow: ['127.0.0.1/32'] });
    expect((await runTestCheck('http', { name: 'l', url: plain.url }, { policy: allowOnly })).status).toBe(true);
  });

  it('connects to the address the policy resolved, resolving the name once (DESIGN §8)', async () => {
    // A name no DNS server knows: only this policy answers it, so a pass proves the socket used the checked answer.
    const asked: string[] = [];
    const policy = {
      isAllowed: () => true,
      assertHostAllowed: async (host: string) => {
        asked.push(host);
        if (host !== 'web.opsdeck.test') throw new Error(`unexpected host ${host}`);
        return ['127.0.0.1'];
      },
    };
    const port = new URL(plain.url).port;
    const r = await runTestCheck('http', { name: 'n', url: `http://web.opsdeck.test:${port}/json` }, { policy });
    expect(r).toMatchObject({ status: true });
    expect(asked).toEqual(['web.opsdeck.test']);
  });

  it('reports an invalid spec as an invalid failed result', async () => {
    const r = await runTestCheck('http', { name: 'x', url: 'not a url' });
    expect(r).toMatchObject({ status: false, invalid: true });
    expect(r.message).toMatch(/url must be a valid URL/);
  });
});
