import net from 'node:net';
import { Connection, Request } from 'tedious';
import { z } from 'zod';
import type { CheckContext, CheckKind } from '../check-kind.js';
import { readSecretValue } from '../secret-value.js';
import { sqlQueryFields, sqlQueryOutcome } from './sql-query.js';

const schema = z.object(sqlQueryFields);

export interface MssqlTarget {
  host: string;
  port: number;
  database?: string;
  user?: string;
  password?: string;
  encrypt: boolean;
  trustServerCertificate: boolean;
}

/**
 * A SQL Server connection string as canary-checker (go-mssqldb) takes it: `sqlserver://user:pass@host:1433?database=x`
 * or the ADO form `server=host,1433;user id=u;password=p;database=x`. `$(username)` and `$(password)` are filled from
 * the spec. Encryption is on and the certificate verified unless the string says otherwise
 * (`encrypt=disable|false`, `TrustServerCertificate=true`).
 */
export function parseMssqlConnection(text: string): MssqlTarget {
  const opts = new Map<string, string>();
  let host: string;
  let port: number | undefined;
  let user: string | undefined;
  let password: string | undefined;
  if (/^sqlserver:\/\//i.test(text)) {
    const url = new URL(text);
    host = decodeURIComponent(url.hostname).replace(/^\[|\]$/g, '');
    port = url.port ? Number(url.port) : undefined;
    user = url.username ? decodeURIComponent(url.username) : undefined;
    password = url.password ? decodeURIComponent(url.password) : undefined;
    for (const [k, v] of url.searchParams) opts.set(k.toLowerCase(), v);
    const instance = url.pathname.replace(/^\//, '');
    if (instance) throw namedInstance(`${host}\\${instance}`);
  } else {
    for (const part of text.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) opts.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
    }
    const server = (opts.get('server') ?? opts.get('data source') ?? opts.get('address') ?? '').replace(/^tcp:/i, '');
    if (!server) throw new Error('the connection string has no server');
    const m = /^([^,:]+)(?:[,:](\d+))?$/.exec(server);
    if (!m) throw namedInstance(server);
    host = m[1]!;
    port = m[2] ? Number(m[2]) : undefined;
    user = opts.get('user id') ?? opts.get('uid') ?? opts.get('user');
    password = opts.get('password') ?? opts.get('pwd');
  }
  if (host.includes('\\')) throw namedInstance(host);
  port ??= opts.has('port') ? Number(opts.get('port')) : 1433;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`invalid port ${port}`);
  const encrypt = (opts.get('encrypt') ?? 'true').toLowerCase();
  return {
    host,
    port,
    database: opts.get('database') ?? opts.get('initial catalog'),
    user,
    password,
    encrypt: !['disable', 'false', 'no'].includes(encrypt),
    trustServerCertificate: ['true', 'yes'].includes((opts.get('trustservercertificate') ?? '').toLowerCase()),
  };
}

/** Named instances are found through the SQL Browser (UDP 1434), a lookup the outbound policy cannot see. */
function namedInstance(server: string): Error {
  return new Error(`named instance ${server} is not supported: give the instance's port (host:port) instead`);
}

/** The target of a spec: a connection string, `env://`, or a connection reference, with the spec's credentials. */
export async function resolveMssqlTarget(spec: z.infer<typeof schema>, ctx: CheckContext): Promise<MssqlTarget> {
  let text = /^env:\/\//.test(spec.connection) ? (readSecretValue(spec.connection) ?? '') : spec.connection;
  let username = readSecretValue(spec.username);
  let password = readSecretValue(spec.password);
  if (/^connection:\/\//.test(spec.connection) || /^[0-9a-f-]{36}$/i.test(spec.connection)) {
    const conn = await ctx.resolveConnection(spec.connection);
    if (!conn.url) throw new Error(`connection ${spec.connection} has no url`);
    text = conn.url;
    username ??= conn.username ?? undefined;
    password ??= conn.password ?? undefined;
  }
  if (!text) throw new Error(`connection ${spec.connection} is empty`);
  const filled = text.replaceAll('$(username)', username ?? '').replaceAll('$(password)', password ?? '');
  const target = parseMssqlConnection(filled);
  return { ...target, user: target.user || username, password: target.password || password };
}

/** mssql (SQL Server, through tedious): run a query; pass when it succeeds (with `results` rows when given). */
export const mssqlCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'mssql',
  schema,
  async run(spec, ctx) {
    const target = await resolveMssqlTarget(spec, ctx);
    // DESIGN §8: the socket goes to the address the policy passed, not to a second DNS answer.
    const [address] = await ctx.policy.assertHostAllowed(target.host);
    const connection = new Connection({
      server: target.host, // still the name: TLS verifies the certificate against it
      authentication: { type: 'default', options: { userName: target.user ?? '', password: target.password ?? '' } },
      options: {
        port: target.port,
        database: target.database,
        encrypt: target.encrypt,
        trustServerCertificate: target.trustServerCertificate,
        connectTimeout: ctx.timeoutMs,
        requestTimeout: ctx.timeoutMs,
        connector: () => connectSocket(address!, target.port, ctx.signal, target.encrypt),
      },
    });
    connection.on('error', () => undefined); // late socket errors after close; the awaited paths report the rest
    const onAbort = () => connection.close();
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await new Promise<void>((resolve, reject) => {
        connection.once('connect', (err) => (err ? reject(err) : resolve()));
        connection.connect();
      });
      const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const out: Record<string, unknown>[] = [];
        const request = new Request(spec.query, (err) => (err ? reject(err) : resolve(out)));
        request.on('row', (columns: { value: unknown; metadata: { colName: string } }[]) => {
          out.push(Object.fromEntries(columns.map((c) => [c.metadata.colName, c.value])));
        });
        connection.execSql(request);
      });
      return sqlQueryOutcome(rows, spec.results);
    } finally {
      ctx.signal.removeEventListener('abort', onAbort);
      connection.close();
    }
  },
};

/** TDS packet type of LOGIN7, the message that carries the user name and password. */
const TDS_LOGIN7 = 0x10;

function connectSocket(host: string, port: number, signal: AbortSignal, requireTls: boolean): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, signal });
    socket.once('connect', () => {
      socket.off('error', reject);
      if (requireTls) refuseCleartextLogin(socket);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/**
 * With encryption on, tedious (encrypt: true) still starts TLS only when the server's PRELOGIN answer offers it: a
 * server, or anyone on the path (PRELOGIN is not authenticated), answering "not supported" would get the login and
 * its password in cleartext. Once TLS runs, what tedious writes on this socket are TLS records (or TLS handshake
 * wrapped in PRELOGIN packets), never a bare LOGIN7 packet: one showing up means the downgrade, and it is not sent.
 */
function refuseCleartextLogin(socket: net.Socket): void {
  const write = socket.write.bind(socket) as (chunk: unknown, ...rest: unknown[]) => boolean;
  (socket as unknown as { write: typeof write }).write = (chunk, ...rest) => {
    if (Buffer.isBuffer(chunk) && chunk[0] === TDS_LOGIN7) {
      socket.destroy(
        new Error(
          'the server did not offer TLS, so the login was not sent (encrypt=disable in the connection allows it)',
        ),
      );
      return false;
    }
    return write(chunk, ...rest);
  };
}
