import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { outboundRequest } from '../outbound-request.js';

const schema = z.object({
  ...commonCheckFields,
  host: z.string({ error: 'host is required' }).url('host must be a URL such as http://prometheus:9090'),
  query: z.string({ error: 'query is required' }).min(1, 'query is required'),
});

interface PromSample {
  metric: Record<string, string>;
  value: [number, string];
}

/** prometheus: an instant PromQL query; passes when it answers (and `test` over `results`/`value` agrees). */
export const prometheusCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'prometheus',
  schema,
  async run(spec, ctx) {
    const url = new URL('/api/v1/query', spec.host);
    url.searchParams.set('query', spec.query);
    const res = await outboundRequest({ url: url.toString(), signal: ctx.signal, policy: ctx.policy });
    const body = JSON.parse(res.body) as { status: string; error?: string; data?: { result?: PromSample[] } };
    if (res.status !== 200 || body.status !== 'success') {
      const error = `prometheus answered ${res.status}: ${body.error ?? res.body.slice(0, 200)}`;
      return { pass: false, message: error, error };
    }
    const results = (body.data?.result ?? []).map((r) => ({ ...r.metric, value: Number(r.value?.[1]) }));
    const value = results[0]?.value ?? null;
    return { pass: true, message: `${results.length} series, first value ${value}`, data: { results, value } };
  },
};
