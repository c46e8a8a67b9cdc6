import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundPolicy, type OutboundPolicy } from '../outbound-policy.js';
import { runTestCheck } from '../testing/check-context.js';
import { startMongoWireServer, type MongoWireServer } from '../testing/mongo-wire-server.js';

// No MongoDB can run here (no Debian package; test binaries would be downloaded): the peer is an in-process server
// speaking MongoDB's wire protocol to the real driver (testing/mongo-wire-server.ts).
let mongo: MongoWireServer;
beforeAll(async () => {
  mongo = await startMongoWireServer();
});
afterAll(() => mongo.close());

describe('mongo check', () => {
  it('passes when the server answers ping, under both type names, with test and display over the reply', async () => {
    const r = await runTestCheck('mongodb', {
      name: 'm',
      connection: mongo.url,
      test: { expr: 'reply.ok == 1.0' },
      display: { template: 'ping: {{ .reply.ok }}' },
    });
    expect(r).toMatchObject({ status: true, message: 'ping: 1', error: null });
    expect(mongo.commands).toContain('ping');
    expect((await runTestCheck('mongo', { name: 'm', connection: mongo.url })).status).toBe(true);
  });

  it("fails with the server's reason when ping is refused or authentication fails", async () => {
    const recovering = await startMongoWireServer({ pingOk: false });
    try {
      const r = await runTestCheck('mongo', { name: 'm', connection: recovering.url });
      expect(r.status).toBe(false);
      expect(r.message).toMatch(/node is recovering/);
    } finally {
      await recovering.close();
    }
    const auth = await runTestCheck('mongo', {
      name: 'm',
      connection: mongo.url,
      username: 'monitor',
      password: { value: 'wrong' },
    });
    expect(auth.status).toBe(false);
    expect(auth.message).toMatch(/Authentication failed/);
  });

  it('fails clearly on a closed port and on a peer that is not MongoDB', async () => {
    const closed = await runTestCheck('mongo', { name: 'm', connection: 'mongodb://127.0.0.1:1' }, { timeoutMs: 1500 });
    expect(closed.status).toBe(false);
    expect(closed.message).toMatch(/ECONNREFUSED|Server selection timed out/);

    const http = net.createServer((s) => s.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    try {
      const { port } = http.address() as AddressInfo;
      const r = await runTestCheck(
        'mongo',
        { name: 'm', connection: `mongodb://127.0.0.1:${port}` },
        { timeoutMs: 1500 },
      );
      expect(r.status).toBe(false);
    } finally {
      http.close();
    }
  });

  it('connects only to the address the outbound policy resolved (DESIGN §8)', async () => {
    // A name no DNS server knows: only this policy resolves it, so a pass proves the driver's socket used it.
    const policy: OutboundPolicy = {
      isAllowed: () => true,
      assertHostAllowed: async (host) => {
        if (host !== 'mongo.opsdeck.test') throw new Error(`unexpected host ${host}`);
        return ['127.0.0.1'];
      },
    };
    const before = mongo.connections;
    const r = await runTestCheck(
      'mongo',
      { name: 'm', connection: `mongodb://mongo.opsdeck.test:${mongo.port}` },
      { policy },
    );
    expect(r.status).toBe(true);
    expect(mongo.connections).toBeGreaterThan(before);

    const denied = await runTestCheck(
      'mongo',
      { name: 'm', connection: mongo.url },
      { policy: createOutboundPolicy({ deny: ['127.0.0.0/8'] }) },
    );
    expect(denied).toMatchObject({ status: false, details: { blocked: true } });
    const metadata = await runTestCheck('mongo', { name: 'm', connection: 'mongodb://169.254.169.254:27017' });
    expect(metadata).toMatchObject({ status: false, details: { blocked: true } });
  });

  it('reports a spec without connection as invalid', async () => {
    expect(await runTestCheck('mongo', { name: 'm' })).toMatchObject({ status: false, invalid: true });
  });
});
