import { z } from 'zod';
import { apiUrl } from '../api-url.js';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { outboundRequest } from '../outbound-request.js';

const schema = z.object({
  ...commonCheckFields,
  host: z.string({ error: 'host is required' }).url('host must be a URL such as http://prometheus:9090'),
  query: z.string({ error: 'query is required' }).min(1, 'query is required'),
});

type PromValue = [number, string];

/** An instant query's `data`: a vector, a matrix (a range selector), or a scalar or string. */
type PromData =
  | { resultType: 'vector'; result: { metric: Record<string, string>; value: PromValue }[] }
  | { resultType: 'matrix'; result: { metric: Record<string, string>; values: PromValue[] }[] }
  | { resultType: 'scalar' | 'string'; result: PromValue };

/** One row per series (its labels and its value; a range's latest sample), or one row for a scalar. */
function resultRows(data: PromData | undefined): Record<string, unknown>[] {
  if (!data) return [];
  const num = (v: PromValue | undefined) => (v ? Number(v[1]) : null);
  switch (data.resultType) {
    case 'vector':
      return data.result.map((r) => ({ ...r.metric, value: num(r.value) }));
    case 'matrix':
      return data.result.map((r) => ({ ...r.metric, value: num(r.values.at(-1)) }));
    case 'scalar':
      return [{ value: num(data.result) }];
    case 'string':
      return [{ value: data.result[1] }];
    default:
      return [];
  }
}

/** prometheus: an instant PromQL query; passes when it answers (and `test` over `results`/`value` agrees). */
export const prometheusCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'prometheus',
  schema,
  async run(spec, ctx) {
    const url = apiUrl(spec.host, '/api/v1/query', { query: spec.query });
    const res = await outboundRequest({ url, signal: ctx.signal, policy: ctx.policy });
    let body: { status?: string; error?: string; data?: PromData };
    try {
      body = JSON.parse(res.body) as typeof body;
    } catch {
      body = {};
    }
    if (res.status !== 200 || body.status !== 'success') {
      const error = `prometheus answered ${res.status}: ${body.error ?? res.body.slice(0, 200)}`;
      return { pass: false, message: error, error };
    }
    const results = resultRows(body.data);
    const value = results[0]?.value ?? null;
    return { pass: true, message: `${results.length} series, first value ${value}`, data: { results, value } };
  },
};
