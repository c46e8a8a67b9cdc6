import { parse } from '@marcbachmann/cel-js';

type Compiled = ReturnType<typeof parse>;
const cache = new Map<string, Compiled>();

/** Parses once per distinct expression (specs repeat every run); a parse error surfaces as a normal Error. */
function compile(expr: string): Compiled {
  let compiled = cache.get(expr);
  if (!compiled) {
    compiled = parse(expr);
    if (cache.size > 5_000) cache.clear();
    cache.set(expr, compiled);
  }
  return compiled;
}

/** Evaluates a CEL expression over `vars` (never eval: cel-js interprets its own AST). */
export function evaluateCel(expr: string, vars: Record<string, unknown>): unknown {
  return compile(expr)(toCelValue(vars) as Record<string, unknown>);
}

/** `test`: the check passes only when the expression is exactly true. */
export function evaluateCelTest(expr: string, vars: Record<string, unknown>): boolean {
  return evaluateCel(expr, vars) === true;
}

/** `display`: the expression's value as the check's message. */
export function evaluateCelDisplay(expr: string, vars: Record<string, unknown>): string {
  const value = evaluateCel(expr, vars);
  return typeof value === 'string'
    ? value
    : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
}

/**
 * CEL has no undefined and no Date in our use: drop undefined, dates become RFC 3339 strings, integers stay numbers
 * (cel-js treats JS numbers as doubles, which compare fine with integer literals).
 */
function toCelValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toCelValue);
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toCelValue(v);
    return out;
  }
  return value ?? null;
}
