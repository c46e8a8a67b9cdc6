#!/usr/bin/env node
/** The `opsdeck` command: serve (default) | migrate | apply -f FILE | user create | token create | --help. */
import os from 'node:os';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/open-database.js';
import { migrate } from './db/migrate.js';
import { AUTH_CLI_HELP, runAuthCli } from './features/auth/cli.js';
import { bootstrapAdmin } from './features/auth/bootstrap-admin.js';
import { AppError } from './lib/errors.js';
import { createSchemaCacheStore } from './data-api/schema-cache-store.js';
import { startEngines } from './engines-wiring.js';
import { applyCanaryFile } from './engines/checks/apply-file.js';
import { applyFirstRunCanaries } from './engines/checks/first-run.js';
import type { EngineHost } from './engines/engine-host.js';
import type { FastifyInstance } from 'fastify';
import { serverVersion } from './version.js';

const HELP = `opsdeck ${serverVersion} — operations platform

Usage: opsdeck [command]

Commands:
  serve      run the HTTP API, the background engines and the web UI (default)
  migrate    apply database migrations and exit
  apply -f FILE
             create or update the Canary definitions of a YAML file (source ConfigFile) and exit
${AUTH_CLI_HELP}
  --help     show this help

Environment:
  PORT                              HTTP port (default 8080)
  HOST                              listen address (default 0.0.0.0)
  DATABASE_URL                      PostgreSQL 15+ URL; without it an embedded PostgreSQL is started
  OPSDECK_DATA_DIR                  data directory for the embedded PostgreSQL (default ./.opsdeck)
  LOG_LEVEL                         fatal|error|warn|info|debug|trace|silent (default info)
  OPSDECK_DB_POOL_SIZE              database connections (default 10)
  OPSDECK_DB_MAX_ROWS               most rows one data-API response returns (default 1000)
  OPSDECK_DB_STATEMENT_TIMEOUT_MS   statement timeout (default 15000)
  OPSDECK_SHUTDOWN_TIMEOUT_MS       graceful shutdown deadline (default 30000)
  OPSDECK_ENGINES                   on|off: run background engines in this process (default on)
  OPSDECK_PUBLIC_URL                URL users reach (links in mails; https makes cookies Secure)
  OPSDECK_ADMIN_EMAIL, OPSDECK_ADMIN_PASSWORD   first-run administrator (else a one-time setup link is logged)
  SMTP_URL or SMTP_HOST/SMTP_PORT/SMTP_USER/SMTP_PASS, SMTP_FROM   outgoing mail
  (more in server/src/features/auth/README.md)
`;

async function main(argv: string[]): Promise<number> {
  const command = argv[0] ?? 'serve';
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  if (command === 'apply' && (argv[1] !== '-f' || !argv[2])) {
    process.stderr.write('usage: opsdeck apply -f FILE\n');
    return 2;
  }
  if (!['serve', 'migrate', 'apply', 'user', 'token'].includes(command)) {
    process.stderr.write(`unknown command "${command}"\n\n${HELP}`);
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const log = pino({ level: config.logLevel, base: { pid: process.pid, hostname: os.hostname() } });
  const db = await openDatabase(config, log);
  try {
    const result = await migrate(db.pool);
    log.info({ applied: result.applied.length, total: result.total }, 'migrations up to date');
  } catch (e) {
    log.fatal({ err: e }, 'migrations failed');
    await db.close();
    return 1;
  }
  if (command === 'migrate') {
    await db.close();
    return 0;
  }
  if (command === 'user' || command === 'token') return runCli(argv, db);
  if (command === 'apply') {
    try {
      const { code, message } = await applyCanaryFile(db.pool, argv[2]!);
      (code === 0 ? process.stdout : process.stderr).write(`${message}\n`);
      return code;
    } finally {
      await db.close();
    }
  }
  return serve(config, db, log);
}

async function serve(config: Config, db: Awaited<ReturnType<typeof openDatabase>>, log: pino.Logger): Promise<number> {
  let shuttingDown = false;
  let engines: EngineHost | undefined;
  let app: FastifyInstance | undefined;
  let resolveExit: (code: number) => void = () => undefined;
  const exit = new Promise<number>((resolve) => (resolveExit = resolve));

  // Handlers go in first: a SIGTERM that arrives while starting must still shut down in order.
  const shutdown = async (signal: string, startup: Promise<unknown>) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      log.error('shutdown deadline passed; exiting');
      resolveExit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await startup.catch(() => undefined);
      await closeHttp(app, config.shutdownTimeoutMs / 2); // stop accepting, drain in-flight requests
      await engines?.stop(Math.max(1000, config.shutdownTimeoutMs - 5000));
      await db.close();
      log.info('stopped');
      resolveExit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      resolveExit(1);
    } finally {
      clearTimeout(deadline);
    }
  };

  const startup = (async () => {
    const schemaCache = await createSchemaCacheStore(db.pool);
    process.on('SIGHUP', () => {
      schemaCache.reload().then(
        () => log.info('schema cache reloaded'),
        (err: unknown) => log.error({ err }, 'schema cache reload failed'),
      );
    });
    app = await buildApp({ config, pool: db.pool, schemaCache, isShuttingDown: () => shuttingDown });
    await bootstrapAdmin(db.pool, app.access.config, app.log);
    if (shuttingDown) return;
    await app.listen({ port: config.port, host: config.host });
    // The self-check canary reads the database URL from here at run time, so it never sits in the spec.
    process.env.OPSDECK_SECRET_SELF_DATABASE_URL ??= db.url;
    await applyFirstRunCanaries({ pool: db.pool, logger: log, vars: { PORT: String(config.port) } });
    if (config.enginesEnabled && !shuttingDown) engines = await startEngines({ pool: db.pool, log });
  })();
  process.once('SIGTERM', () => void shutdown('SIGTERM', startup));
  process.once('SIGINT', () => void shutdown('SIGINT', startup));
  startup.catch((err: unknown) => {
    log.fatal({ err }, 'start failed');
    void shutdown('startup failure', Promise.resolve()).then(() => resolveExit(1));
  });
  return exit;
}

async function runCli(argv: string[], db: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  try {
    return await runAuthCli(argv, db.pool);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    process.stderr.write(`${e.message}\n`);
    return e.status < 100 ? e.status : 1;
  } finally {
    await db.close();
  }
}

/** Closes the server; connections still open past `drainMs` (idle keep-alives of slow clients) are cut. */
async function closeHttp(app: FastifyInstance | undefined, drainMs: number): Promise<void> {
  if (!app) return;
  const force = setTimeout(() => app.server.closeAllConnections(), drainMs);
  app.server.closeIdleConnections();
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`opsdeck: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
