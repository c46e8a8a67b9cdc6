import { beforeEach, describe, expect, it } from 'vitest';
import { adminDatabaseUrl } from '../../../testing/test-db.js';
import { createOutboundPolicy, type OutboundPolicy } from '../outbound-policy.js';
import { runTestCheck } from '../testing/check-context.js';

// The machine's own PostgreSQL (127.0.0.1:5432, trust), MariaDB (127.0.0.1:3306, root) and Redis (127.0.0.1:6379).
describe('postgres check against the local PostgreSQL', () => {
  it('passes on a query with the expected rows, fails on a bad query, a row mismatch or a closed port', async () => {
    const url = adminDatabaseUrl();
    const ok = await runTestCheck('postgres', {
      name: 'p',
      connection: url,
      query: 'select 1 as one union all select 2',
      results: 2,
      test: { expr: 'rows[1].one == 2' },
    });
    expect(ok).toMatchObject({ status: true, message: '2 rows' });
    expect(
      (await runTestCheck('postgres', { name: 'p', connection: url, query: 'select 1', results: 3 })).message,
    ).toBe('1 rows, expected 3');
    expect((await runTestCheck('postgres', { name: 'p', connection: url, query: 'select nope' })).error).toMatch(
      /column "nope" does not exist/,
    );
    expect(
      (await runTestCheck('postgres', { name: 'p', connection: 'postgres://postgres@127.0.0.1:1/postgres' })).status,
    ).toBe(false);
  });
});

describe('mysql check against the local MariaDB', () => {
  it('passes on a query and fails on a bad one or wrong credentials', async () => {
    const url = 'mysql://root@127.0.0.1:3306/mysql';
    expect(
      await runTestCheck('mysql', { name: 'm', connection: url, query: 'select 1 as one', results: 1 }),
    ).toMatchObject({ status: true });
    expect(
      (await runTestCheck('mysql', { name: 'm', connection: url, query: 'select * from no_such_table' })).error,
    ).toMatch(/doesn't exist/);
    expect(
      (await runTestCheck('mysql', { name: 'm', connection: 'mysql://nobody:bad@127.0.0.1:3306/mysql' })).status,
    ).toBe(false);
  });
});

describe('redis check against the local Redis', () => {
  it('passes on PING and fails on a closed port', async () => {
    expect(await runTestCheck('redis', { name: 'r', addr: '127.0.0.1:6379', db: 0 })).toMatchObject({
      status: true,
      message: 'PING: PONG',
    });
    const down = await runTestCheck('redis', { name: 'r', addr: '127.0.0.1:1' });
    expect(down.status).toBe(false);
  });
});

describe('postgres and mysql checks connect to the address the outbound policy resolved (DESIGN §8)', () => {
  // A name no DNS server knows: only this policy resolves it, so a pass proves the driver's socket used its answer.
  let resolved = 0;
  const policy: OutboundPolicy = {
    isAllowed: () => true,
    assertHostAllowed: async (host) => {
      if (host !== 'db.opsdeck.test') throw new Error(`unexpected host ${host}`);
      resolved += 1;
      return ['127.0.0.1'];
    },
  };
  beforeEach(() => void (resolved = 0));

  it('postgres', async () => {
    const url = new URL(adminDatabaseUrl());
    url.hostname = 'db.opsdeck.test';
    const r = await runTestCheck('postgres', { name: 'p', connection: url.toString(), query: 'select 1' }, { policy });
    expect(r).toMatchObject({ status: true, message: '1 rows' });
    expect(resolved).toBe(1); // checked once; the socket connects to that answer without asking again
  });

  it('mysql', async () => {
    const r = await runTestCheck(
      'mysql',
      { name: 'm', connection: 'mysql://root@db.opsdeck.test:3306/mysql', query: 'select 1' },
      { policy },
    );
    expect(r).toMatchObject({ status: true, message: '1 rows' });
    expect(resolved).toBe(1);
  });

  it('is blocked before connecting when the policy denies the address', async () => {
    const deny = createOutboundPolicy({ deny: ['127.0.0.0/8'] });
    for (const [type, connection] of [
      ['postgres', adminDatabaseUrl()],
      ['mysql', 'mysql://root@127.0.0.1:3306/mysql'],
    ] as const) {
      const r = await runTestCheck(type, { name: 'x', connection }, { policy: deny });
      expect(r).toMatchObject({ status: false, details: { blocked: true } });
    }
  });
});
