import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { outboundRequest } from '../outbound-request.js';
import { readSecretValue, secretValue } from '../secret-value.js';

const header = z.object({ name: z.string(), value: secretValue.optional() });

const schema = z.object({
  ...commonCheckFields,
  url: z.string().url('url must be a valid URL').optional(),
  endpoint: z.string().url('endpoint must be a valid URL').optional(),
  connection: z.string().optional(),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']).default('GET'),
  body: z.string().optional(),
  headers: z.union([z.array(header), z.record(z.string(), z.string())]).optional(),
  username: secretValue.optional(),
  password: secretValue.optional(),
  authentication: z
    .object({
      /** basic also answers a digest challenge; ntlm and ntlmv2 both answer with an NTLMv2 response. */
      type: z.enum(['basic', 'digest', 'ntlm', 'ntlmv2']).optional(),
      username: secretValue.optional(),
      password: secretValue.optional(),
    })
    .optional(),
  /** canary-checker's flags: NTLM with the username (`DOMAIN\\user`) and password (both send NTLMv2 responses). */
  ntlm: z.boolean().optional(),
  ntlmv2: z.boolean().optional(),
  responseCodes: z.array(z.number().int()).optional(),
  responseContent: z.string().optional(),
  thresholdMillis: z.number().int().nonnegative().optional(),
  /** Fail when the certificate expires in fewer than this many days. */
  maxSSLExpiry: z.number().int().nonnegative().optional(),
  insecureSkipVerify: z.boolean().optional(),
  maxRedirects: z.number().int().min(0).max(20).optional(),
});

/** http: status, body, JSON, latency threshold and TLS expiry of one request (canary-checker's HTTP check). */
export const httpCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'http',
  schema: schema.refine((s) => s.url || s.endpoint || s.connection, { message: 'url is required', path: ['url'] }),
  async run(spec, ctx) {
    const conn = spec.connection ? await ctx.resolveConnection(spec.connection) : null;
    const url = spec.url ?? spec.endpoint ?? conn?.url;
    if (!url) throw new Error('the connection has no url');
    const username = readSecretValue(spec.authentication?.username ?? spec.username) ?? conn?.username ?? undefined;
    const password = readSecretValue(spec.authentication?.password ?? spec.password) ?? conn?.password ?? '';
    const headers: Record<string, string> = {};
    if (Array.isArray(spec.headers)) for (const h of spec.headers) headers[h.name] = readSecretValue(h.value) ?? '';
    else Object.assign(headers, spec.headers);
    const ntlm = spec.ntlm || spec.ntlmv2 || /^ntlm/.test(spec.authentication?.type ?? '');
    if (ntlm && !username) throw new Error('NTLM authentication needs a username');
    const started = performance.now();
    const res = await outboundRequest({
      url,
      method: spec.method,
      headers,
      body: spec.body,
      auth: username ? { username, password, scheme: ntlm ? 'ntlm' : 'basic' } : undefined,
      insecureSkipVerify: spec.insecureSkipVerify ?? conn?.insecureTls,
      maxRedirects: spec.maxRedirects,
      signal: ctx.signal,
      policy: ctx.policy,
    });
    const elapsed = Math.round(performance.now() - started);
    let json: unknown = null;
    try {
      json = JSON.parse(res.body);
    } catch {
      // not JSON: `json` stays null for test expressions
    }
    const sslAge = res.certificateExpiry
      ? Math.floor((res.certificateExpiry.getTime() - Date.now()) / 86_400_000)
      : null;
    const data = {
      code: res.status,
      headers: res.headers,
      body: res.body,
      content: res.body,
      json,
      elapsed,
      sslAge,
      url: res.url,
    };
    const problems: string[] = [];
    const codes = spec.responseCodes?.length ? spec.responseCodes : null;
    if (codes ? !codes.includes(res.status) : res.status < 200 || res.status >= 400) {
      problems.push(`response code ${res.status}${codes ? `, expected ${codes.join(', ')}` : ''}`);
    }
    if (spec.responseContent && !res.body.includes(spec.responseContent)) {
      problems.push(`response does not contain ${JSON.stringify(spec.responseContent)}`);
    }
    if (spec.thresholdMillis !== undefined && elapsed > spec.thresholdMillis) {
      problems.push(`took ${elapsed} ms, over the threshold of ${spec.thresholdMillis} ms`);
    }
    if (spec.maxSSLExpiry !== undefined && sslAge !== null && sslAge < spec.maxSSLExpiry) {
      problems.push(`TLS certificate expires in ${sslAge} days (minimum ${spec.maxSSLExpiry})`);
    }
    const pass = problems.length === 0;
    return {
      pass,
      message: pass ? `${res.status} in ${elapsed} ms` : problems.join('; '),
      error: pass ? undefined : problems.join('; '),
      data,
    };
  },
};
