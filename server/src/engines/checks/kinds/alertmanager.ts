import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { outboundRequest } from '../outbound-request.js';

const schema = z.object({
  ...commonCheckFields,
  host: z.string({ error: 'host is required' }).url('host must be a URL such as http://alertmanager:9093'),
  /** Alert names to consider (all when absent). */
  alerts: z.array(z.string()).optional(),
  /** Label equality filters. */
  filters: z.record(z.string(), z.string()).optional(),
  /** Alert names to leave out. */
  ignore: z.array(z.string()).optional(),
});

interface Alert {
  labels: Record<string, string>;
  annotations?: Record<string, string>;
  startsAt?: string;
}

/** alertmanager: fails while matching alerts fire; each firing alert is listed in the result's details. */
export const alertmanagerCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'alertmanager',
  schema,
  async run(spec, ctx) {
    const url = new URL('/api/v2/alerts?active=true&silenced=false&inhibited=false', spec.host);
    const res = await outboundRequest({ url: url.toString(), signal: ctx.signal, policy: ctx.policy });
    if (res.status !== 200) {
      return {
        pass: false,
        message: `alertmanager answered ${res.status}`,
        error: `alertmanager answered ${res.status}`,
      };
    }
    const firing = (JSON.parse(res.body) as Alert[]).filter((a) => {
      const name = a.labels.alertname ?? '';
      if (spec.alerts?.length && !spec.alerts.includes(name)) return false;
      if (spec.ignore?.includes(name)) return false;
      return Object.entries(spec.filters ?? {}).every(([k, v]) => a.labels[k] === v);
    });
    const alerts = firing.map((a) => ({
      name: a.labels.alertname,
      labels: a.labels,
      message: a.annotations?.summary ?? a.annotations?.description ?? '',
      startsAt: a.startsAt,
    }));
    const pass = alerts.length === 0;
    const message = pass ? 'no matching alerts firing' : alerts.map((a) => `${a.name}: ${a.message}`).join('; ');
    return { pass, message, error: pass ? undefined : message, data: { alerts, count: alerts.length } };
  },
};
