import { execFileSync } from 'node:child_process';
import net from 'node:net';
import dns2 from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTestCheck } from '../testing/check-context.js';

const { Packet } = dns2;
let tcpServer: net.Server;
let tcpPort: number;
let closedPort: number;
let dnsServer: ReturnType<typeof dns2.createServer>;
const dnsPort = 20_000 + Math.floor(Math.random() * 20_000);

/** A port nothing listens on: bound, read, released. */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

beforeAll(async () => {
  tcpServer = net.createServer((s) => s.end());
  await new Promise<void>((r) => tcpServer.listen(0, '127.0.0.1', r));
  tcpPort = (tcpServer.address() as net.AddressInfo).port;
  closedPort = await freePort();
  // An in-process DNS server (dns2) for the record types the dns check reads.
  dnsServer = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const { name, type } = request.questions[0]!;
      // dns2's Resource type lists no record fields, so a record goes in as the library reads it.
      const add = (a: Record<string, unknown>) =>
        response.answers.push({ name, class: Packet.CLASS.IN, ttl: 60, ...a } as (typeof response.answers)[number]);
      if (name === 'app.lab.test' && type === Packet.TYPE.A)
        ['10.0.0.1', '10.0.0.2'].forEach((address) => add({ type: Packet.TYPE.A, address }));
      if (name === 'app.lab.test' && type === Packet.TYPE.AAAA) add({ type: Packet.TYPE.AAAA, address: '::1' });
      if (name === 'www.lab.test' && type === Packet.TYPE.CNAME)
        add({ type: Packet.TYPE.CNAME, domain: 'app.lab.test' });
      if (name === 'lab.test' && type === Packet.TYPE.MX)
        add({ type: Packet.TYPE.MX, exchange: 'mail.lab.test', priority: 10 });
      if (name === 'lab.test' && type === Packet.TYPE.TXT) add({ type: Packet.TYPE.TXT, data: 'v=spf1 -all' });
      if (name === '1.0.0.10.in-addr.arpa' && type === Packet.TYPE.PTR)
        add({ type: Packet.TYPE.PTR, domain: 'app.lab.test' });
      if (name === '_http._tcp.lab.test' && type === Packet.TYPE.SRV)
        add({ type: Packet.TYPE.SRV, priority: 1, weight: 5, port: 8080, target: 'app.lab.test' });
      send(response);
    },
  });
  await dnsServer.listen({ udp: { port: dnsPort, address: '127.0.0.1' } });
});
afterAll(async () => {
  tcpServer.close();
  await dnsServer.close();
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

describe('dns check against an in-process DNS server (dns2)', () => {
  const q = (query: string, querytype: string, extra: object = {}) =>
    runTestCheck('dns', { name: 'd', server: '127.0.0.1', port: dnsPort, query, querytype, ...extra });

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
