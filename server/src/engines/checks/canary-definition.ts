import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { InputError } from '../../lib/errors.js';
import { parseScheduleOrThrow } from '../schedule.js';
import { canaryScheduleText } from './canary-schedule.js';
import { checkKinds } from './check-registry.js';

/** Canary keys that are settings, not check lists (mirrors canary_spec_setting_keys() in migration 060). */
export const canarySettingKeys = ['schedule', 'interval', 'owner', 'severity', 'env', 'resultMode', 'replicas'];

const canaryDocument = z.object({
  apiVersion: z.literal('canaries.flanksource.com/v1', { error: 'apiVersion must be canaries.flanksource.com/v1' }),
  kind: z.literal('Canary', { error: 'kind must be Canary' }),
  metadata: z.object({
    name: z
      .string({ error: 'metadata.name is required' })
      .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'metadata.name must be a DNS-1123 name'),
    namespace: z.string().default('default'),
    labels: z.record(z.string(), z.string()).default({}),
  }),
  spec: z.record(z.string(), z.unknown()),
});

export type CanaryDefinition = z.infer<typeof canaryDocument>;

export interface SpecIssue {
  path: string;
  message: string;
}

/** Parses one or more YAML documents (`---` separated) into validated Canary definitions; throws InputError. */
export function parseCanaryYamlOrThrow(text: string): CanaryDefinition[] {
  const docs = parseAllDocuments(text);
  const defs: CanaryDefinition[] = [];
  const issues: SpecIssue[] = [];
  docs.forEach((doc, i) => {
    if (doc.errors.length) {
      issues.push(...doc.errors.map((e) => ({ path: `document ${i + 1}`, message: e.message })));
      return;
    }
    const value = doc.toJS() as unknown;
    if (value == null) return;
    const parsed = canaryDocument.safeParse(value);
    if (!parsed.success) {
      issues.push(
        ...parsed.error.issues.map((e) => ({ path: `document ${i + 1}: ${e.path.join('.')}`, message: e.message })),
      );
      return;
    }
    issues.push(
      ...canarySpecIssues(parsed.data.spec).map((e) => ({ ...e, path: `${parsed.data.metadata.name}: ${e.path}` })),
    );
    defs.push(parsed.data);
  });
  if (issues.length) throw invalidCanary(issues);
  if (!defs.length) throw new InputError('no Canary found in the file', { code: 'invalid_canary' });
  return defs;
}

/** Every problem of a Canary spec: schedule, unknown check types, each check against its type's schema. */
export function canarySpecIssues(spec: Record<string, unknown>): SpecIssue[] {
  const issues: SpecIssue[] = [];
  try {
    parseScheduleOrThrow(canaryScheduleText(spec));
  } catch (err) {
    issues.push({ path: 'spec.schedule', message: (err as Error).message });
  }
  let checks = 0;
  for (const [type, list] of Object.entries(spec)) {
    if (canarySettingKeys.includes(type)) continue;
    if (!Array.isArray(list)) {
      issues.push({ path: `spec.${type}`, message: 'expected a list of checks' });
      continue;
    }
    if (!checkKinds.has(type)) {
      issues.push({ path: `spec.${type}`, message: `unknown check type; known: ${checkKinds.types().join(', ')}` });
      continue;
    }
    const names = new Set<string>();
    list.forEach((item, i) => {
      checks += 1;
      const parsed = checkKinds.getOrThrow(type).schema.safeParse(item);
      if (!parsed.success) {
        for (const e of parsed.error.issues)
          issues.push({ path: `spec.${type}[${i}].${e.path.join('.')}`, message: e.message });
        return;
      }
      const name = (item as { name: string }).name;
      if (names.has(name)) issues.push({ path: `spec.${type}[${i}].name`, message: `duplicate check name ${name}` });
      names.add(name);
    });
  }
  if (checks === 0) issues.push({ path: 'spec', message: 'a Canary needs at least one check' });
  return issues;
}

export function invalidCanary(issues: SpecIssue[]): InputError {
  const summary = issues
    .slice(0, 5)
    .map((i) => `${i.path}: ${i.message}`)
    .join('; ');
  return new InputError(`invalid Canary: ${summary}${issues.length > 5 ? ` (+${issues.length - 5} more)` : ''}`, {
    code: 'invalid_canary',
    details: issues,
  });
}
