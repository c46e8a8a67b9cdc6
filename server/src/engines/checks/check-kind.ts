import { z } from 'zod';
import type { Kind } from '../registry.js';
import type { OutboundPolicy } from './outbound-policy.js';
import type { ResolvedConnection } from './resolve-connection.js';
import { scriptSchema } from './script.js';
import type { TransformItem } from './transform.js';

/** What a runner gets besides its spec. */
export interface CheckContext {
  /** Aborted on the check's timeout (or shutdown): pass it to sockets, queries and child processes. */
  signal: AbortSignal;
  timeoutMs: number;
  /** DESIGN §8: every outbound address a runner connects to goes through this policy first. */
  policy: OutboundPolicy;
  /** `connection://name`, `connection://namespace/name` or a connection id; secrets are filled in at run time. */
  resolveConnection(ref: string): Promise<ResolvedConnection>;
  namespace: string;
}

/**
 * What a runner reports. `data` is the environment of the spec's `test`, `display` and `transform` scripts (e.g.
 * http: code, headers, body, json, elapsed). A runner decides pass/fail from its own options (response codes,
 * thresholds); `test` then has the last word. `results` are checks of their own the runner derives from its answer
 * (alertmanager: one per firing alert), recorded like a `transform`'s output; a spec's `transform` replaces them.
 */
export interface CheckOutcome {
  pass: boolean;
  message?: string;
  error?: string;
  data?: Record<string, unknown>;
  results?: TransformItem[];
  /** What becomes of a derived check that is no longer in `results` (default: the spec's, else Ignore). */
  deleteStrategy?: TransformDeleteStrategy;
}

/**
 * canary-checker's transformDeleteStrategy: when a transformed check stops appearing in its parent's results it is
 * soft-deleted; MarkHealthy / MarkUnhealthy first set its status (raising check.passed / check.failed).
 */
export const transformDeleteStrategies = ['MarkHealthy', 'MarkUnhealthy', 'Ignore'] as const;
export type TransformDeleteStrategy = (typeof transformDeleteStrategies)[number];

export type CheckKind<TSpec> = Kind<TSpec, CheckContext, CheckOutcome>;

/** A duration as canary-checker writes it: milliseconds, or a Go-style string ("5s", "1m30s", "500ms"). */
export const durationMs = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^(\d+(\.\d+)?(ms|h|m|s|d))+$/, 'expected a duration such as 500ms, 10s, 5m or 1h')
    .transform(parseGoDurationMs),
]);

export function parseGoDurationMs(text: string): number {
  const unit: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
  return [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s|d)/g)].reduce((s, m) => s + Number(m[1]) * unit[m[2]!]!, 0);
}

/** Fields every check type shares (canary-checker's "description" block). Unknown keys are ignored, not rejected. */
export const commonCheckFields = {
  name: z.string({ error: 'name is required' }).min(1, 'name is required'),
  description: z.string().optional(),
  icon: z.string().optional(),
  namespace: z.string().optional(),
  labels: z.record(z.string(), z.string()).optional(),
  severity: z.string().optional(),
  owner: z.string().optional(),
  /** Per-check timeout; the engine default applies when absent. */
  timeout: durationMs.optional(),
  test: scriptSchema.optional(),
  display: scriptSchema.optional(),
  /** Turns the result into zero or more results of their own (transformed checks), or edits it in place. */
  transform: scriptSchema.optional(),
  transformDeleteStrategy: z.enum(transformDeleteStrategies).optional(),
};

export const commonCheckSchema = z.object(commonCheckFields);
export type CommonCheckSpec = z.infer<typeof commonCheckSchema>;
