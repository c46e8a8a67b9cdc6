import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTestCheck } from '../testing/check-context.js';
import { freePort } from '../testing/child-server.js';
import { startDnsmasq, type DnsServer } from '../testing/dnsmasq-server.js';

let tcpServer: net.Server;
let tcpPort: number;
let closedPort: number;
let dns: DnsServer;

beforeAll(async () => {
  tcpServer = net.createServer((s) => s.end());
  await new Promise<void>((r) => tcpServer.listen(0, '127.0.0.1', r));
  tcpPort = (tcpServer.address() as net.AddressInfo).port;
  closedPort = await freePort();
  dns = await startDnsmasq();
}, 30_000);
afterAll(async () => {
  tcpServer.close();
  await dns?.close();
});

describe('tcp check against 127.0.0.1', () => {
  it('passes on a listening port and fails on a closed one', async () => {
    expect((await runTestCheck('tcp', { name: 't', endpoint: `127.0.0.1:${tcpPort}` })).status).toBe(true);
    const closed = await runTestCheck('tcp', { name: 't', endpoint: `127.0.0.1:${closedPort}` });
    expect(closed).toMatchObject({ status: false });
    expect(closed.error).toMatch(/ECONNREFUSED/);
  });
});

describe('icmp check against 127.0.0.1 (system ping)', () => {
  const hasPing = (() => {
    try {
      execFileSync('ping', ['-V'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.runIf(hasPing)('passes for 127.0.0.1 and fails over its round-trip threshold or for an unknown host', async () => {
    const ok = await runTestCheck('icmp', { name: 'i', endpoint: '127.0.0.1', packetCount: 2 });
    expect(ok).toMatchObject({ status: true, details: { packetLoss: 0 } });
    // Any real round trip takes more than 0 ms. (This sandbox answers pings to every address, so an unreachable
    // address cannot stand in for packet loss here.)
    const slow = await runTestCheck('icmp', { name: 'i', endpoint: '127.0.0.1', thresholdMillis: 0 });
    expect(slow.status).toBe(false);
    expect(slow.message).toMatch(/average round trip .* over 0 ms/);
    expect((await runTestCheck('icmp', { name: 'i', endpoint: 'no-such-host.invalid' })).status).toBe(false);
  });

  it.runIf(!hasPing)('records a clear error when the ping binary is missing', async () => {
    const r = await runTestCheck('icmp', { name: 'i', endpoint: '127.0.0.1' });
    expect(r.message).toMatch(/ping binary/);
  });
});

describe('dns check against a private dnsmasq', () => {
  const q = (query: string, querytype: string, extra: object = {}) =>
    runTestCheck('dns', { name: 'd', server: '127.0.0.1', port: dns.port, query, querytype, ...extra });

  it('reads A, AAAA, CNAME, MX, TXT, PTR and SRV records', async () => {
    expect(await q('app.lab.test', 'A', { exactreply: ['10.0.0.2', '10.0.0.1'], minrecords: 2 })).toMatchObject({
      status: true,
    });
    expect(await q('app.lab.test', 'AAAA', { exactreply: ['::1'] })).toMatchObject({ status: true });
    expect(await q('www.lab.test', 'CNAME', { exactreply: ['app.lab.test'] })).toMatchObject({ status: true });
    expect(await q('lab.test', 'MX', { exactreply: ['mail.lab.test 10'] })).toMatchObject({ status: true });
    expect(await q('lab.test', 'TXT', { exactreply: ['v=spf1 -all'] })).toMatchObject({ status: true });
    expect(await q('1.0.0.10.in-addr.arpa', 'PTR', { exactreply: ['app.lab.test'] })).toMatchObject({ status: true });
    expect(await q('_http._tcp.lab.test', 'SRV', { exactreply: ['app.lab.test 8080 1 5'] })).toMatchObject({
      status: true,
    });
  });

  it('fails on a wrong exact reply, too few records, or no answer', async () => {
    const wrong = await q('app.lab.test', 'A', { exactreply: ['10.0.0.9'] });
    expect(wrong).toMatchObject({ status: false, message: 'got 10.0.0.1, 10.0.0.2, expected 10.0.0.9' });
    expect((await q('app.lab.test', 'A', { minrecords: 3 })).message).toBe('2 records, expected at least 3');
    expect((await q('missing.lab.test', 'A')).status).toBe(false);
  });

  it('resolves localhost through the system resolver when no server is given', async () => {
    expect(await runTestCheck('dns', { name: 'l', query: 'localhost', querytype: 'A', minrecords: 1 })).toMatchObject({
      status: true,
    });
  });
});
