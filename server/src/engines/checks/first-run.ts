import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { EngineLogger } from '../engine.js';
import { applyCanaries } from './apply-canaries.js';
import { parseCanaryYamlOrThrow } from './canary-definition.js';
import { registerCheckKinds } from './kinds/index.js';

/** server/canaries/opsdeck-self.yaml: Opsdeck's own checks, a file the user can read and change (or replace). */
export const defaultFirstRunFile = fileURLToPath(new URL('../../../canaries/opsdeck-self.yaml', import.meta.url));

/**
 * First run: when no canary exists yet, applies the self-check canary file (source ConfigFile), so a fresh install
 * shows real checks. `${PORT}` in the file is filled in from the running server. Never fails
 * start-up: a missing or broken file is logged.
 */
export async function applyFirstRunCanaries(opts: {
  pool: pg.Pool;
  logger: EngineLogger;
  vars: Record<string, string>;
  file?: string;
}): Promise<number> {
  const file = opts.file ?? process.env.OPSDECK_FIRST_RUN_CANARIES ?? defaultFirstRunFile;
  try {
    const { rows } = await opts.pool.query('select 1 from canaries limit 1');
    if (rows.length) return 0;
    registerCheckKinds();
    const text = (await readFile(file, 'utf8')).replace(/\$\{(\w+)\}/g, (m, name: string) => opts.vars[name] ?? m);
    const applied = await applyCanaries(opts.pool, parseCanaryYamlOrThrow(text));
    opts.logger.info({ file, canaries: applied.map((a) => a.name) }, 'first run: applied the self-check canaries');
    return applied.length;
  } catch (err) {
    opts.logger.warn({ err, file }, 'first run: could not apply the self-check canaries');
    return 0;
  }
}
