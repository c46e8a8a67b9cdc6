import { z } from 'zod';
import { apiUrl } from '../api-url.js';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { outboundRequest } from '../outbound-request.js';
import { readSecretValue, secretValue } from '../secret-value.js';

const schema = z.object({
  ...commonCheckFields,
  url: z.string({ error: 'url is required' }).url('url must be a URL such as http://elasticsearch:9200'),
  index: z.string({ error: 'index is required' }).min(1, 'index is required'),
  /** The search body (JSON text), e.g. {"query":{"match_all":{}}}. */
  query: z.string().default('{"query":{"match_all":{}}}'),
  /** Expected number of hits. */
  results: z.number().int().min(0).optional(),
  username: secretValue.optional(),
  password: secretValue.optional(),
});

type Spec = z.infer<typeof schema>;

/** One _search over the REST API that Elasticsearch and OpenSearch share; passes when hits match `results`. */
function searchCheck(type: string): CheckKind<Spec> {
  return {
    type,
    schema,
    async run(spec, ctx) {
      const url = apiUrl(spec.url, `/${encodeURIComponent(spec.index)}/_search`);
      const username = readSecretValue(spec.username);
      const res = await outboundRequest({
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: spec.query,
        auth: username ? { username, password: readSecretValue(spec.password) ?? '' } : undefined,
        signal: ctx.signal,
        policy: ctx.policy,
      });
      if (res.status !== 200) {
        const error = `${type} answered ${res.status}: ${res.body.slice(0, 200)}`;
        return { pass: false, message: error, error };
      }
      const body = JSON.parse(res.body) as { hits?: { total?: { value?: number } | number; hits?: unknown[] } };
      const total = body.hits?.total;
      const count = typeof total === 'number' ? total : (total?.value ?? body.hits?.hits?.length ?? 0);
      const pass = spec.results === undefined || count === spec.results;
      const message = pass ? `${count} hits` : `${count} hits, expected ${spec.results}`;
      return { pass, message, error: pass ? undefined : message, data: { count, hits: body.hits?.hits ?? [] } };
    },
  };
}

export const elasticsearchCheck = searchCheck('elasticsearch');
export const opensearchCheck = searchCheck('opensearch');
