import { evaluateCelDisplay, evaluateCelTest } from './cel.js';
import type { CheckContext, CommonCheckSpec } from './check-kind.js';
import { checkKinds } from './check-registry.js';
import { OutboundBlockedError } from './outbound-policy.js';

/** One row of check_statuses, before it is written. */
export interface CheckResult {
  time: Date;
  status: boolean;
  /** milliseconds */
  duration: number;
  message: string;
  error: string | null;
  details: Record<string, unknown> | null;
  /** The spec failed validation: a failed result that says why, instead of a run. */
  invalid: boolean;
}

export type CheckRunContext = Omit<CheckContext, 'signal' | 'timeoutMs'> & { signal?: AbortSignal };

/**
 * Runs one check: validate its spec against its kind, run it under its timeout, then apply `test` and `display`.
 * Never throws: an invalid spec, a timeout, a policy block or a runner crash is a failed result with a message, so
 * one bad check cannot stop its canary.
 */
export async function runCheck(type: string, rawSpec: unknown, c: CheckRunContext, defaultTimeoutMs: number) {
  const time = new Date();
  const started = performance.now();
  const fail = (error: string, invalid = false, details: Record<string, unknown> | null = null): CheckResult => ({
    time,
    status: false,
    duration: Math.round(performance.now() - started),
    message: error,
    error,
    details,
    invalid,
  });
  if (!checkKinds.has(type)) return fail(`unknown check type ${JSON.stringify(type)}`, true);
  const kind = checkKinds.getOrThrow(type);
  const parsed = kind.schema.safeParse(rawSpec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || type}: ${i.message}`);
    return fail(`invalid ${type} check: ${issues.join('; ')}`, true);
  }
  const spec = parsed.data as CommonCheckSpec;
  const timeoutMs = spec.timeout || defaultTimeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = c.signal ? AbortSignal.any([c.signal, timeout]) : timeout;
  try {
    const aborted = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error(`timed out after ${timeoutMs} ms`)), { once: true }),
    );
    const outcome = await Promise.race([kind.run(parsed.data, { ...c, signal, timeoutMs }), aborted]);
    const duration = Math.round(performance.now() - started);
    const vars = { ...outcome.data, duration, elapsed: duration };
    let pass = outcome.pass;
    let message = outcome.message ?? '';
    let error = outcome.error ?? null;
    if (spec.test) {
      pass = evaluateCelTest(spec.test.expr, vars);
      if (!pass) error ??= `test failed: ${spec.test.expr}`;
    }
    if (spec.display) message = evaluateCelDisplay(spec.display.expr, vars);
    if (pass) error = null;
    return {
      time,
      status: pass,
      duration,
      message: message || error || '',
      error,
      details: trim(outcome.data),
      invalid: false,
    };
  } catch (err) {
    if (err instanceof OutboundBlockedError) return fail(err.message, false, { blocked: true });
    return fail(err instanceof Error ? err.message : String(err));
  }
}

/** Results are kept for weeks: long strings (response bodies) are cut so one check cannot bloat history. */
function trim(data: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!data) return null;
  const text = JSON.stringify(data, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
  if (text.length <= 8_192) return JSON.parse(text) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    const s = JSON.stringify(v) ?? '';
    out[k] = s.length > 2_048 ? `${s.slice(0, 2_048)}… (${s.length} characters)` : v;
  }
  return out;
}
