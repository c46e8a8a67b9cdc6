import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '../check-kind.js';
import { createOutboundPolicy } from '../outbound-policy.js';
import { runTestCheck } from '../testing/check-context.js';
import { startTdsServer, type TdsAnswer } from '../testing/tds-server.js';
import { parseMssqlConnection, resolveMssqlTarget } from './mssql.js';

// There is no SQL Server on this machine (no package, no image). Passing queries, row counts, `test` expressions, login
// failures and server errors run against an in-process TDS 7.4 peer (../testing/tds-server.ts) driven by the real
// tedious client, not against a real SQL Server. Also tested: connection strings, connection references, the outbound
// policy, and failures on closed ports and non-TDS peers.
describe('mssql connection strings', () => {
  it('parses sqlserver:// URLs', () => {
    expect(
      parseMssqlConnection('sqlserver://sa:p%40ss@db.internal:14330?database=ops&TrustServerCertificate=true'),
    ).toEqual({
      host: 'db.internal',
      port: 14330,
      user: 'sa',
      password: 'p@ss',
      database: 'ops',
      encrypt: true,
      trustServerCertificate: true,
    });
    expect(parseMssqlConnection('sqlserver://db.internal?encrypt=disable')).toMatchObject({
      port: 1433,
      encrypt: false,
      trustServerCertificate: false,
    });
  });

  it('parses ADO strings (go-mssqldb style)', () => {
    expect(
      parseMssqlConnection('server=mssql.default.svc;user id=monitor;password=pw;port=1444;database=master'),
    ).toEqual({
      host: 'mssql.default.svc',
      port: 1444,
      user: 'monitor',
      password: 'pw',
      database: 'master',
      encrypt: true,
      trustServerCertificate: false,
    });
    expect(parseMssqlConnection('Data Source=tcp:10.0.0.5,1500;Initial Catalog=x;UID=u;PWD=p')).toMatchObject({
      host: '10.0.0.5',
      port: 1500,
      database: 'x',
      user: 'u',
      password: 'p',
    });
  });

  it('rejects named instances (found over UDP by the SQL Browser, outside the policy) and strings without a server', () => {
    expect(() => parseMssqlConnection('server=db\\SQLEXPRESS;user id=u')).toThrow(/named instance db\\SQLEXPRESS/);
    expect(() => parseMssqlConnection('sqlserver://db/SQLEXPRESS')).toThrow(/named instance/);
    expect(() => parseMssqlConnection('user id=u;password=p')).toThrow(/no server/);
  });

  it('fills $(username)/$(password) and missing credentials from the spec, and resolves connection references', async () => {
    const ctx = {
      resolveConnection: async (ref: string) => ({
        id: 'c1',
        name: ref,
        type: 'sql_server',
        url: 'sqlserver://db.internal:1433?database=ops',
        username: 'from-connection',
        password: 'conn-secret',
        properties: {},
        insecureTls: false,
      }),
    } as unknown as CheckContext;
    const spec = { name: 'm', query: 'SELECT 1' };
    expect(
      await resolveMssqlTarget(
        { ...spec, connection: 'server=db;user id=$(username);password=$(password)', username: 'u', password: 'p' },
        ctx,
      ),
    ).toMatchObject({ host: 'db', user: 'u', password: 'p' });
    expect(await resolveMssqlTarget({ ...spec, connection: 'connection://ops-db' }, ctx)).toMatchObject({
      host: 'db.internal',
      database: 'ops',
      user: 'from-connection',
      password: 'conn-secret',
    });
    expect(
      await resolveMssqlTarget({ ...spec, connection: 'connection://ops-db', username: { value: 'override' } }, ctx),
    ).toMatchObject({ user: 'override', password: 'conn-secret' });
  });
});

describe('mssql check without a SQL Server', () => {
  it('fails clearly on a closed port', async () => {
    const r = await runTestCheck('mssql', { name: 'm', connection: 'sqlserver://sa:x@127.0.0.1:1?database=master' });
    expect(r.status).toBe(false);
    expect(r.error).toMatch(/ECONNREFUSED/);
  });

  it('fails when the peer is not a SQL Server, having connected to the address the policy checked', async () => {
    let connections = 0;
    const fake = net.createServer((socket) => {
      connections++;
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const { port } = fake.address() as AddressInfo;
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: `server=127.0.0.1,${port};user id=sa;password=x`,
      });
      expect(r.status).toBe(false);
      expect(connections).toBe(1);
    } finally {
      fake.close();
    }
  });

  it('is blocked by the outbound policy before connecting (DESIGN §8)', async () => {
    const metadata = await runTestCheck('mssql', { name: 'm', connection: 'sqlserver://sa:x@169.254.169.254:1433' });
    expect(metadata).toMatchObject({ status: false, details: { blocked: true } });
    const denied = await runTestCheck(
      'mssql',
      { name: 'm', connection: 'sqlserver://sa:x@127.0.0.1:1433' },
      { policy: createOutboundPolicy({ deny: ['127.0.0.0/8'] }) },
    );
    expect(denied).toMatchObject({ status: false, details: { blocked: true } });
    expect(denied.message).toMatch(/blocked by the outbound network policy/);
  });

  it('reports a spec without connection as invalid', async () => {
    expect(await runTestCheck('mssql', { name: 'm', query: 'select 1' })).toMatchObject({
      status: false,
      invalid: true,
    });
  });
});

describe('mssql check against an in-process TDS peer', () => {
  const handler = (query: string): TdsAnswer => {
    if (/^select 1 as n, N'ok' as state, null as missing$/i.test(query)) {
      return {
        columns: [
          { name: 'n', type: 'int' },
          { name: 'state', type: 'nvarchar' },
          { name: 'missing', type: 'nvarchar' },
        ],
        rows: [[1, 'ok', null]],
      };
    }
    if (/^select name from sys\.databases$/i.test(query)) {
      return { columns: [{ name: 'name', type: 'nvarchar' }], rows: [['master'], ['ops'], ['tempdb']] };
    }
    return { error: { number: 208, message: "Invalid object name 'nope'." } };
  };

  it('passes on a query with rows, with `results` and a `test` over the rows', async () => {
    const peer = await startTdsServer({ user: 'monitor', password: 's3cret!', handler });
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: `${peer.connectionString};database=ops`,
        query: "select 1 as n, N'ok' as state, null as missing",
        results: 1,
        test: { expr: "results.count == 1 && rows[0].n == 1 && rows[0].state == 'ok' && rows[0].missing == null" },
      });
      expect(r).toMatchObject({ status: true, message: '1 rows' });
      expect(peer.logins).toEqual([{ user: 'monitor', password: 's3cret!', database: 'ops', ok: true }]);

      const many = await runTestCheck('mssql', {
        name: 'm',
        connection: `sqlserver://monitor:s3cret%21@127.0.0.1:${peer.port}?database=ops&encrypt=disable`,
        query: 'select name from sys.databases',
        results: 3,
        test: { expr: "rows[1].name == 'ops' && size(rows) == 3" },
      });
      expect(many).toMatchObject({ status: true, message: '3 rows' });
    } finally {
      await peer.close();
    }
  });

  it('takes credentials from the spec through $(username)/$(password)', async () => {
    const peer = await startTdsServer({ user: 'monitor', password: 'from-spec', handler });
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: `server=127.0.0.1,${peer.port};user id=$(username);password=$(password);encrypt=false`,
        username: 'monitor',
        password: 'from-spec',
        query: 'select name from sys.databases',
      });
      expect(r).toMatchObject({ status: true, message: '3 rows' });
    } finally {
      await peer.close();
    }
  });

  it('fails when the row count is not `results`', async () => {
    const peer = await startTdsServer({ handler });
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: peer.connectionString,
        query: "select 1 as n, N'ok' as state, null as missing",
        results: 2,
      });
      expect(r).toMatchObject({ status: false, message: '1 rows, expected 2', error: '1 rows, expected 2' });
    } finally {
      await peer.close();
    }
  });

  it('fails with the login-failed message on a wrong password', async () => {
    const peer = await startTdsServer({ user: 'monitor', password: 'right', handler });
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: `server=127.0.0.1,${peer.port};user id=monitor;password=wrong;encrypt=false`,
      });
      expect(r.status).toBe(false);
      expect(r.error).toMatch(/Login failed for user 'monitor'\./);
      expect(peer.logins).toEqual([{ user: 'monitor', password: 'wrong', database: '', ok: false }]);
      expect(peer.queries).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it("fails with the server's message on a query error", async () => {
    const peer = await startTdsServer({ handler });
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: peer.connectionString,
        query: 'select * from nope',
      });
      expect(r.status).toBe(false);
      expect(r.error).toMatch(/Invalid object name 'nope'\./);
    } finally {
      await peer.close();
    }
  });

  it('sends the query text as given, after the login and session setup', async () => {
    const peer = await startTdsServer({ handler });
    try {
      await runTestCheck('mssql', {
        name: 'm',
        connection: peer.connectionString,
        query: 'select name from sys.databases',
      });
      await runTestCheck('mssql', { name: 'm', connection: peer.connectionString });
      expect(peer.queries).toEqual(['select name from sys.databases', 'SELECT 1']);
      expect(peer.connections).toBe(2);
      // Per connection: PRELOGIN, LOGIN7, tedious's SET batch, then the query as an sp_executesql RPC; no TLS.
      expect(peer.messages).toEqual([0x12, 0x10, 0x01, 0x03, 0x12, 0x10, 0x01, 0x03]);
    } finally {
      await peer.close();
    }
  });

  it('sends a statement longer than 4000 characters whole (as nvarchar(max))', async () => {
    const peer = await startTdsServer({ handler });
    try {
      const query = `select name from sys.databases${' '.repeat(5000)}`;
      const r = await runTestCheck('mssql', { name: 'm', connection: peer.connectionString, query });
      expect(peer.queries).toEqual([query]);
      expect(r.error).toMatch(/Invalid object name/); // the handler's patterns are anchored: trailing spaces miss
    } finally {
      await peer.close();
    }
  });

  it('refuses to log in without TLS when encryption is on and the server does not offer it (downgrade)', async () => {
    // PRELOGIN is not authenticated: a server, or anyone on the path, answering "encryption not supported" must not
    // get the password. The peer never offers TLS, so the login must not reach it.
    const peer = await startTdsServer({ handler });
    try {
      const r = await runTestCheck('mssql', {
        name: 'm',
        connection: `server=127.0.0.1,${peer.port};user id=sa;password=secret`,
        query: 'select name from sys.databases',
      });
      expect(r.status).toBe(false);
      expect(r.error).toMatch(/did not offer TLS, so the login was not sent/);
      expect(peer.logins).toEqual([]);
    } finally {
      await peer.close();
    }
  });
});
