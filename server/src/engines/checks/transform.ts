import { z } from 'zod';

/** One result of a `transform` (canary-checker's TransformedCheckResult, the fields we record). */
export const transformItemSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  icon: z.string().optional(),
  labels: z.record(z.string(), z.unknown()).optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  pass: z.boolean().optional(),
  invalid: z.boolean().optional(),
  /** milliseconds */
  duration: z.number().nonnegative().optional(),
  detail: z.unknown().optional(),
});

export type TransformItem = z.infer<typeof transformItemSchema>;

/** A derived (transformed) check's result as it is recorded: its own row in checks, keyed by name. */
export interface TransformedCheck {
  name: string;
  description: string | null;
  icon: string | null;
  labels: Record<string, string>;
  status: boolean;
  invalid: boolean;
  duration: number;
  message: string;
  error: string | null;
  details: Record<string, unknown> | null;
}

/** One check cannot flood the checks table: past this many results a transform fails instead. */
export const MAX_TRANSFORMED = 1_000;

/**
 * A transform's value as a list of results: JSON text (what templates and `JSON.stringify` yield) or a list or
 * object already (CEL). Empty output is an empty list; a single object is a list of one. Throws on anything else.
 */
export function parseTransformOutput(value: unknown): TransformItem[] {
  let v = value;
  if (typeof v === 'string') {
    const text = v.trim();
    if (!text) return [];
    try {
      v = JSON.parse(text) as unknown;
    } catch {
      throw new Error(`transform output is not JSON: ${text.slice(0, 200)}`);
    }
  }
  if (v === undefined || v === null) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((item, i) => {
    const parsed = transformItemSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`transform result ${i}: ${issue.path.join('.') || 'value'}: ${issue.message}`);
    }
    return parsed.data;
  });
}

/** canary-checker: one result without a name (or with the check's own) edits the check's result in place. */
export function isInlineTransform(items: TransformItem[], checkName: string): boolean {
  return items.length === 1 && (!items[0]!.name || items[0]!.name === checkName);
}

/**
 * Named results become checks of their own. A result passes unless it says `pass: false` or has an error; a later
 * result of the same name replaces an earlier one. Throws when a result has no name or there are too many.
 */
export function toTransformedChecks(
  items: TransformItem[],
  parent: { name: string; duration: number },
  trimDetails: (d: Record<string, unknown>) => Record<string, unknown> | null,
): TransformedCheck[] {
  if (items.length > MAX_TRANSFORMED)
    throw new Error(`transform produced ${items.length} results; at most ${MAX_TRANSFORMED} are recorded`);
  const byName = new Map<string, TransformedCheck>();
  items.forEach((item, i) => {
    const name = item.name?.trim();
    if (!name) throw new Error(`transform result ${i} has no name (needed when a transform yields several results)`);
    const status = item.pass ?? !item.error;
    const message = item.message || item.error || '';
    byName.set(name, {
      name,
      description: item.description ?? null,
      icon: item.icon ?? null,
      labels: Object.fromEntries(Object.entries(item.labels ?? {}).map(([k, v]) => [k, String(v)])),
      status,
      invalid: item.invalid ?? false,
      duration: Math.round(item.duration ?? parent.duration),
      message,
      error: status ? null : item.error || message || 'failed',
      details: detailsOf(item.detail, trimDetails),
    });
  });
  return [...byName.values()];
}

export function detailsOf(
  detail: unknown,
  trimDetails: (d: Record<string, unknown>) => Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (detail === undefined || detail === null) return null;
  const obj = typeof detail === 'object' && !Array.isArray(detail) ? (detail as Record<string, unknown>) : { detail };
  return trimDetails(obj);
}
