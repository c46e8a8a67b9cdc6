import { z } from 'zod';
import { resolveSecretValue } from './resolve-connection.js';

/**
 * The spec's "secret-or-value" field: a plain string, `{value}`, or `{valueFrom: {secretKeyRef | configMapKeyRef}}`.
 * Plain and `{value}` may hold `env://NAME`. Kubernetes references need an in-cluster agent and fail clearly here.
 */
export const secretValue = z.union([
  z.string(),
  z.object({
    value: z.string().optional(),
    valueFrom: z
      .object({
        secretKeyRef: z.object({ name: z.string(), key: z.string() }).optional(),
        configMapKeyRef: z.object({ name: z.string(), key: z.string() }).optional(),
      })
      .optional(),
  }),
]);
export type SecretValue = z.infer<typeof secretValue>;

export function readSecretValue(v: SecretValue | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return resolveSecretValue(v) ?? undefined;
  if (v.value !== undefined) return resolveSecretValue(v.value) ?? undefined;
  const ref = v.valueFrom?.secretKeyRef ?? v.valueFrom?.configMapKeyRef;
  if (ref) throw new Error(`${ref.name}/${ref.key}: Kubernetes references cannot be resolved outside Kubernetes`);
  return undefined;
}
