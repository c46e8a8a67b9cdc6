import { parse as parseYaml, stringify as toYaml } from 'yaml';
import type { ResourceKind } from './resource-kinds';
import type { ResourceRow } from './resources-api';

/** The form's text values; labels as JSON text and spec as YAML text. */
export interface ResourceFormValues {
  name: string;
  namespace: string;
  labels: string;
  spec: string;
  icon: string;
  source: string;
  schedule: string;
  extra: Record<string, string>;
}

export function toFormValues(kind: ResourceKind, row: ResourceRow | undefined): ResourceFormValues {
  const extra: Record<string, string> = {};
  for (const f of kind.extra ?? []) {
    const v = row?.[f.key];
    extra[f.key] = Array.isArray(v) ? v.join(', ') : v == null ? '' : String(v);
  }
  const spec = row?.spec;
  return {
    name: row?.name ?? '',
    namespace: row?.namespace ?? 'default',
    labels: JSON.stringify(row?.labels ?? {}, null, 2),
    spec: spec == null || (typeof spec === 'object' && Object.keys(spec).length === 0) ? '' : toYaml(spec),
    icon: row?.icon ?? '',
    source: row?.source ?? 'UI',
    schedule: row?.schedule ?? '',
    extra,
  };
}

function tryParse<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** Labels typed as JSON text; undefined when unparsable or not an object (the stored value then stays). */
export function parseLabels(text: string): Record<string, unknown> | undefined {
  const labels = tryParse(() => JSON.parse(text || '{}') as unknown);
  return labels && typeof labels === 'object' && !Array.isArray(labels)
    ? (labels as Record<string, unknown>)
    : undefined;
}

/**
 * The payload to write. spec: unparsable labels or spec are ignored (left out, so the stored value stays);
 * name and namespace are not written for an existing resource; source is never written from the form.
 */
export function toPayload(kind: ResourceKind, values: ResourceFormValues, existing: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const has = (f: string) => kind.fields.includes(f as never);
  if (!existing) {
    out.name = values.name.trim();
    if (has('namespace')) out.namespace = values.namespace.trim() || 'default';
  }
  if (has('labels')) {
    const labels = parseLabels(values.labels);
    if (labels) out.labels = labels;
  }
  if (has('spec')) {
    const spec = tryParse(() => (values.spec.trim() ? (parseYaml(values.spec) as unknown) : {}));
    if (spec && typeof spec === 'object' && !Array.isArray(spec)) out.spec = spec;
  }
  if (has('icon')) out.icon = values.icon.trim() || null;
  if (has('schedule')) out.schedule = values.schedule.trim() || null;
  for (const f of kind.extra ?? []) {
    const raw = values.extra[f.key]?.trim() ?? '';
    out[f.key] =
      f.kind === 'list'
        ? raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : raw || null;
  }
  return out;
}

/** Source-managed resources (from a file or CRD) keep labels and spec read-only. */
export function isSourceManaged(row: ResourceRow | undefined): boolean {
  return !!row && !!row.source && row.source !== 'UI';
}
