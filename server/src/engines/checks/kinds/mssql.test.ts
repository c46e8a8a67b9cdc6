import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { CheckContext } from '../check-kind.js';
import { createOutboundPolicy } from '../outbound-policy.js';
import { runTestCheck } from '../testing/check-context.js';
import { parseMssqlConnection, resolveMssqlTarget } from './mssql.js';

// There is no SQL Server on this machine (no package, no image): a passing query against a real server is not
// tested here. What is tested: connection strings, connection references, the outbound policy, and real failures.
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
