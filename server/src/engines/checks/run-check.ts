import type { CheckContext, CheckOutcome, CommonCheckSpec, TransformDeleteStrategy } from './check-kind.js';
import { checkKinds } from './check-registry.js';
import { OutboundBlockedError } from './outbound-policy.js';
import { evaluateScript, scriptPasses, scriptSource, scriptText } from './script.js';
import {
  detailsOf,
  isInlineTransform,
  parseTransformOutput,
  toTransformedChecks,
  type TransformedCheck,
  type TransformItem,
} from './transform.js';

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
  /**
   * Checks derived from this result (a `transform`, or a kind that reports one result per item such as
   * alertmanager), present only when the derivation succeeded: their parent's recording then also soft-deletes
   * derived checks that are no longer among them. Absent when there is none or it failed (nothing is pruned).
   */
  transformed?: { items: TransformedCheck[]; deleteStrategy: TransformDeleteStrategy };
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
  // A controller whose timer and listeners go when the check ends, as canary-run-loop.ts does for a run: with
  // AbortSignal.timeout/any every finished check's timer stayed armed and fired up to its timeout later.
  const controller = new AbortController();
  const signal = controller.signal;
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    timeoutMs,
  );
  const onParentAbort = () => controller.abort(c.signal?.reason);
  if (c.signal?.aborted) onParentAbort();
  else c.signal?.addEventListener('abort', onParentAbort, { once: true });
  let onAbort = (): void => undefined;
  try {
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new Error(`timed out after ${timeoutMs} ms`));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    const outcome = await Promise.race([kind.run(parsed.data, { ...c, signal, timeoutMs }), aborted]);
    const duration = Math.round(performance.now() - started);
    // `results` is canary-checker's name for the result's data in scripts (`results.alerts`, `_.map(results, …)`).
    const vars = { results: outcome.data ?? {}, ...outcome.data, duration, elapsed: duration };
    let pass = outcome.pass;
    let message = outcome.message ?? '';
    let error = outcome.error ?? null;
    let details = trim(outcome.data);
    let invalid = false;
    if (spec.test) {
      pass = scriptPasses(spec.test, vars);
      if (!pass) error ??= `test failed: ${scriptSource(spec.test)}`;
    }
    if (spec.display) message = scriptText(spec.display, vars);
    let transformed: CheckResult['transformed'];
    try {
      const items = spec.transform ? parseTransformOutput(evaluateScript(spec.transform, vars)) : outcome.results;
      if (items && spec.transform && isInlineTransform(items, spec.name)) {
        // In place: the transform edits this check's own result and derives no checks.
        const t = items[0]!;
        if (t.pass !== undefined) pass = t.pass;
        if (t.invalid !== undefined) invalid = t.invalid;
        if (t.message) message = t.message;
        if (t.error) error = t.error;
        if (t.detail !== undefined) details = detailsOf(t.detail, trim);
      } else if (items) {
        transformed = { items: derived(items, spec, duration), deleteStrategy: deleteStrategy(spec, outcome) };
      }
    } catch (err) {
      pass = false;
      error = `transform failed: ${err instanceof Error ? err.message : String(err)}`;
      message = error;
    }
    if (pass) error = null;
    return {
      time,
      status: pass,
      duration,
      message: message || error || '',
      error,
      details,
      invalid,
      ...(transformed ? { transformed } : {}),
    };
  } catch (err) {
    if (err instanceof OutboundBlockedError) return fail(err.message, false, { blocked: true });
    return fail(err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
    c.signal?.removeEventListener('abort', onParentAbort);
    signal.removeEventListener('abort', onAbort);
  }
}

function derived(items: TransformItem[], spec: CommonCheckSpec, duration: number) {
  const list = toTransformedChecks(items, { name: spec.name, duration }, trim);
  // A derived check inherits the icon and description of the check it comes from unless it has its own.
  return list.map((t) => ({
    ...t,
    icon: t.icon ?? spec.icon ?? null,
    description: t.description ?? spec.description ?? null,
  }));
}

function deleteStrategy(spec: CommonCheckSpec, outcome: CheckOutcome): TransformDeleteStrategy {
  return spec.transformDeleteStrategy ?? (spec.transform ? undefined : outcome.deleteStrategy) ?? 'Ignore';
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
