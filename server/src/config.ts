/** Configuration from the environment, validated once at start with a clear message for every bad value. */
import path from 'node:path';
import { z } from 'zod';

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const schema = z.object({
  PORT: int('PORT', 1, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  OPSDECK_DATA_DIR: z.string().min(1).default('.opsdeck'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPSDECK_DB_POOL_SIZE: int('OPSDECK_DB_POOL_SIZE', 1, 500).default(10),
  OPSDECK_DB_MAX_ROWS: int('OPSDECK_DB_MAX_ROWS', 1, 1_000_000).default(1000),
  OPSDECK_DB_STATEMENT_TIMEOUT_MS: int('OPSDECK_DB_STATEMENT_TIMEOUT_MS', 100, 3_600_000).default(15_000),
  OPSDECK_SHUTDOWN_TIMEOUT_MS: int('OPSDECK_SHUTDOWN_TIMEOUT_MS', 1000, 300_000).default(30_000),
  OPSDECK_WEB_DIR: z.string().optional(),
  OPSDECK_ENGINES: z.enum(['on', 'off']).default('on'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  poolSize: number;
  maxRows: number;
  statementTimeoutMs: number;
  shutdownTimeoutMs: number;
  webDir?: string;
  enginesEnabled: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.OPSDECK_DATA_DIR),
    logLevel: c.LOG_LEVEL,
    poolSize: c.OPSDECK_DB_POOL_SIZE,
    maxRows: c.OPSDECK_DB_MAX_ROWS,
    statementTimeoutMs: c.OPSDECK_DB_STATEMENT_TIMEOUT_MS,
    shutdownTimeoutMs: c.OPSDECK_SHUTDOWN_TIMEOUT_MS,
    webDir: c.OPSDECK_WEB_DIR,
    enginesEnabled: c.OPSDECK_ENGINES === 'on',
  };
}
