import { parse } from '@marcbachmann/cel-js';
import { memoByText } from '../../lib/memo-by-text.js';

/** Parses once per distinct expression (specs repeat every run); a parse error surfaces as a normal Error. */
const compile = memoByText(parse);

/** Evaluates a CEL expression over `vars` (never eval: cel-js interprets its own AST). */
export function evaluateCel(expr: string, vars: Record<string, unknown>): unknown {
  return compile(expr)(toCelValue(vars) as Record<string, unknown>);
}

/**
 * CEL has no undefined and no Date in our use: drop undefined, dates become RFC 3339 strings, integers stay numbers
 * (cel-js treats JS numbers as doubles, which compare fine with integer literals). An object reached twice (the
 * result's data is both `results` and the top-level variables) is converted once.
 */
function toCelValue(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    if (seen.has(value)) return seen.get(value);
    let out: unknown;
    if (Array.isArray(value)) out = value.map((v) => toCelValue(v, seen));
    else {
      const o: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) if (v !== undefined) o[k] = toCelValue(v, seen);
      out = o;
    }
    seen.set(value, out);
    return out;
  }
  return value ?? null;
}
