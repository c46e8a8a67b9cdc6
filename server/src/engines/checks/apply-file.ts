import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { AppError } from '../../lib/errors.js';
import { applyCanaries, type AppliedCanary } from './apply-canaries.js';
import { parseCanaryYamlOrThrow } from './canary-definition.js';
import { registerCheckKinds } from './kinds/index.js';

/**
 * `opsdeck apply -f FILE`: validates every Canary in the file first (schedule, check types, each check's fields),
 * then applies them all in one transaction with source ConfigFile. Returns a message for the terminal and an exit
 * code; an invalid file changes nothing.
 */
export async function applyCanaryFile(pool: pg.Pool, file: string): Promise<{ code: number; message: string }> {
  registerCheckKinds();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { code: 2, message: `cannot read ${file}: ${(err as Error).message}` };
  }
  let applied: AppliedCanary[];
  try {
    applied = await applyCanaries(pool, parseCanaryYamlOrThrow(text));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const details = Array.isArray(err.details)
      ? (err.details as Array<{ path: string; message: string }>).map((d) => `  ${d.path}: ${d.message}`).join('\n')
      : '';
    return { code: 1, message: `${file}: invalid Canary, nothing applied\n${details}` };
  }
  const lines = applied.map((a) => `canary ${a.namespace}/${a.name} ${a.created ? 'created' : 'configured'}`);
  return { code: 0, message: lines.join('\n') };
}
