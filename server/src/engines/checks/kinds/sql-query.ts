import { z } from 'zod';
import { commonCheckFields, type CheckOutcome } from '../check-kind.js';
import { secretValue } from '../secret-value.js';

/** The fields canary-checker's SQL checks (postgres, mysql, mssql) share. */
export const sqlQueryFields = {
  ...commonCheckFields,
  connection: z.string({ error: 'connection is required' }).min(1, 'connection is required'),
  username: secretValue.optional(),
  password: secretValue.optional(),
  query: z.string().default('SELECT 1'),
  /** Expected number of rows; any count passes when absent. */
  results: z.number().int().min(0).optional(),
};

/** Pass when the query answered with `expected` rows (any number when absent); rows are there for `test`. */
export function sqlQueryOutcome(rows: unknown[], expected: number | undefined): CheckOutcome {
  const count = rows.length;
  const pass = expected === undefined || count === expected;
  const message = pass ? `${count} rows` : `${count} rows, expected ${expected}`;
  return { pass, message, error: pass ? undefined : message, data: { results: { rows, count }, rows, count } };
}
