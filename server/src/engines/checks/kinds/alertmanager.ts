import { z } from 'zod';
import { apiUrl } from '../api-url.js';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { outboundRequest } from '../outbound-request.js';
import type { TransformItem } from '../transform.js';

/** A regular expression matched against the whole value, as Alertmanager's `=~` matchers are. */
const pattern = z.string().refine((p) => {
  try {
    new RegExp(p);
    return true;
  } catch {
    return false;
  }
}, 'must be a valid regular expression');

const schema = z.object({
  ...commonCheckFields,
  host: z.string({ error: 'host is required' }).url('host must be a URL such as http://alertmanager:9093'),
  /** Alert names to consider, as regular expressions matching the whole name (all when absent). */
  alerts: z.array(pattern).optional(),
  /** Label filters: the label's value must match the regular expression. */
  filters: z.record(z.string(), pattern).optional(),
  /** Alert names to leave out, as regular expressions matching the whole name. */
  ignore: z.array(pattern).optional(),
  /** Label exclusions: alerts whose label equals the value are left out. */
  exclude_filters: z.record(z.string(), z.string()).optional(),
});

interface Alert {
  labels: Record<string, string>;
  annotations?: Record<string, string>;
  startsAt?: string;
  fingerprint?: string;
}

const whole = (p: string) => new RegExp(`^(?:${p})$`);

/** Labels that tell two alerts of one name apart, most telling first (namespace, node, then the workload). */
const distinguishing = ['namespace', 'node', 'deployment', 'daemonset', 'statefulset', 'job_name', 'pod', 'instance'];

/**
 * alertmanager: reads the firing alerts (active, not silenced or inhibited) of /api/v2/alerts. Each firing alert is
 * a check of its own (named by its alertname, with distinguishing label values when a name fires more than once),
 * failing with its summary or description; it passes and is retired once the alert stops firing (deleteStrategy
 * MarkHealthy). The check itself tells whether Alertmanager could be read, and lists what fires: it does not fail
 * for the alerts too, or every alert would raise two check.failed events, its own and this one's. A spec that
 * wants it to fail while alerts fire says so with a test (`count == 0`).
 */
export const alertmanagerCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'alertmanager',
  schema,
  async run(spec, ctx) {
    const url = apiUrl(spec.host, '/api/v2/alerts', { active: 'true', silenced: 'false', inhibited: 'false' });
    const res = await outboundRequest({ url, signal: ctx.signal, policy: ctx.policy });
    if (res.status !== 200) {
      return {
        pass: false,
        message: `alertmanager answered ${res.status}`,
        error: `alertmanager answered ${res.status}`,
      };
    }
    const include = spec.alerts?.map(whole);
    const ignore = (spec.ignore ?? []).map(whole);
    const filters = Object.entries(spec.filters ?? {}).map(([k, p]) => [k, whole(p)] as const);
    const firing = (JSON.parse(res.body) as Alert[]).filter((a) => {
      const name = a.labels?.alertname ?? '';
      if (include?.length && !include.some((r) => r.test(name))) return false;
      if (ignore.some((r) => r.test(name))) return false;
      if (!filters.every(([k, r]) => r.test(a.labels[k] ?? ''))) return false;
      return Object.entries(spec.exclude_filters ?? {}).every(([k, v]) => a.labels[k] !== v);
    });
    const alerts = firing.map((a) => ({
      name: a.labels.alertname ?? '',
      labels: a.labels,
      annotations: a.annotations ?? {},
      message: a.annotations?.summary ?? a.annotations?.description ?? a.annotations?.message ?? '',
      startsAt: a.startsAt,
      fingerprint: a.fingerprint,
    }));
    const names = checkNames(firing);
    const results: TransformItem[] = alerts.map((a, i) => ({
      name: names[i]!,
      labels: a.labels,
      description: a.annotations.description,
      icon: 'alert',
      pass: false,
      message: a.message || `${a.name} is firing`,
      error: a.message || `${a.name} is firing`,
      detail: { labels: a.labels, annotations: a.annotations, startsAt: a.startsAt, fingerprint: a.fingerprint },
    }));
    const message = alerts.length
      ? alerts.map((a) => `${a.name}: ${a.message || 'firing'}`).join('; ')
      : 'no matching alerts firing';
    return {
      pass: true,
      message,
      data: { alerts, count: alerts.length },
      results,
      deleteStrategy: 'MarkHealthy',
    };
  },
};

/**
 * A check name per alert: its alertname when that name fires once; otherwise the name followed by the values of
 * the distinguishing labels that differ among its alerts (`KubePodCrashLooping/prod/api-7f9`), and the
 * fingerprint (or position) when even those are equal.
 */
export function checkNames(alerts: Alert[]): string[] {
  const groups = new Map<string, number[]>();
  alerts.forEach((a, i) => {
    const n = a.labels?.alertname ?? '';
    groups.set(n, [...(groups.get(n) ?? []), i]);
  });
  const names: string[] = [];
  for (const [name, idx] of groups) {
    if (idx.length === 1) {
      names[idx[0]!] = name;
      continue;
    }
    const keys = distinguishing.filter((k) => new Set(idx.map((i) => alerts[i]!.labels[k] ?? '')).size > 1);
    const candidates = idx.map((i) => [name, ...keys.map((k) => alerts[i]!.labels[k] ?? '-')].join('/'));
    const seen = new Map<string, number>();
    for (const c of candidates) seen.set(c, (seen.get(c) ?? 0) + 1);
    idx.forEach((i, j) => {
      const c = candidates[j]!;
      names[i] = seen.get(c)! > 1 ? `${c}/${alerts[i]!.fingerprint ?? j + 1}` : c;
    });
  }
  return names;
}
