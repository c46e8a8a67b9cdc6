/** Maps PostgreSQL errors to PostgREST's HTTP statuses; 5xx bodies never carry SQL or internals. */
import { AppError } from '../lib/errors.js';

interface PgError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
  /** Set when the error points into the statement text (a bug in generated SQL), not at a value. */
  position?: string;
}

function statusFor(code: string): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42501') return 403;
  if (code === 'P0001') return 400;
  if (/^(08|53)/.test(code)) return 503;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  if (code === '42P17') return 500;
  return 400;
}

// Errors that can only come from a bug in generated SQL: their text would expose the statement.
const INTERNAL = new Set(['42P18', '42804', '42P08', 'XX000']);

export function pgErrorToAppError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  const err = e as PgError;
  if (!err || typeof err.code !== 'string' || err.code.length !== 5) {
    return new AppError(503, 'PGRST001', 'Database client error. Retrying the connection.', { cause: e });
  }
  // A syntax error inside a value (a tsquery, a regex) is the client's; one in the statement is ours.
  if (INTERNAL.has(err.code) || (err.code === '42601' && err.position)) {
    return new AppError(500, err.code, 'The request could not be executed', { cause: e });
  }
  if (err.code === '57014') {
    return new AppError(500, '57014', 'canceling statement due to statement timeout', {
      hint: 'Narrow the request with filters or a smaller limit.',
    });
  }
  return new AppError(statusFor(err.code), err.code, err.message, {
    details: err.detail ?? null,
    hint: err.hint ?? null,
    cause: e,
  });
}
