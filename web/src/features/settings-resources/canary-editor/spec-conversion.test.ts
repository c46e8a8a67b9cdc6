import { describe, expect, it } from 'vitest';
import { checkFields } from './check-fields';
import { readField, writeField, type AuthInput, type SecretInput } from './field-values';
import {
  checkFromDraft,
  draftsFromSpec,
  isFormSpec,
  newDraft,
  parseSpecYaml,
  specFromDrafts,
  specSettings,
  specToYaml,
} from './spec-conversion';

const http = {
  name: 'api',
  description: 'the public api',
  icon: 'http',
  url: 'https://example.com/health',
  method: 'POST',
  headers: [{ name: 'Accept', value: 'application/json' }],
  body: '{"ping":true}',
  username: { valueFrom: { secretKeyRef: { name: 'api-creds', key: 'user' } } },
  password: { valueFrom: { configMapKeyRef: { name: 'api-cfg', key: 'pass' } } },
  ntlmv2: true,
  responseCodes: [200, 201],
  thresholdMillis: 1500,
  responseContent: 'ok',
  maxSSLExpiry: 7,
  test: { expr: 'code == 200' },
  display: { template: '{{.code}}' },
  transform: { javascript: 'JSON.stringify(results)' },
  // not a form field: kept as it was
  insecureSkipVerify: true,
};

describe('form <-> canary spec', () => {
  it('round-trips every http field, and keys the form has no field for', () => {
    const spec = { http: [http], owner: 'sre' };
    expect(isFormSpec(spec)).toBe(true);
    const drafts = draftsFromSpec(spec);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.values.url).toBe('https://example.com/health');
    expect((drafts[0]!.values.authentication as AuthInput).type).toBe('ntlmv2');
    expect((drafts[0]!.values.authentication as AuthInput).username).toEqual({
      mode: 'secret',
      value: '',
      name: 'api-creds',
      key: 'user',
    });
    expect(specFromDrafts(drafts, specSettings(spec))).toEqual(spec);
  });

  it('round-trips nested folder filters, alertmanager lists and maps, and several types in order', () => {
    const spec = {
      folder: [{ name: 'backups', path: '/var/backups', minCount: 1, filter: { regex: '.*\\.tar', maxSize: 10 } }],
      alertmanager: [
        { name: 'am', host: 'http://am:9093', alerts: ['a', 'b'], filters: { env: 'prod' }, ignore: ['x'] },
      ],
      tcp: [{ name: 'db-port', endpoint: 'db:5432', thresholdMillis: 200 }],
    };
    const drafts = draftsFromSpec(spec);
    expect(drafts.map((d) => d.type)).toEqual(['folder', 'alertmanager', 'tcp']);
    expect(drafts[0]!.values['filter.regex']).toBe('.*\\.tar');
    expect(drafts[1]!.values.filters).toBe('env=prod');
    expect(specFromDrafts(drafts)).toEqual(spec);
  });

  it('writes a new check in the canary-checker shape with defaults (method GET, redis db 0)', () => {
    const d = newDraft('http');
    d.values = { ...d.values, name: ' web ', url: 'http://x/healthz', responseCodes: ['200'] };
    expect(checkFromDraft(d)).toEqual({ name: 'web', url: 'http://x/healthz', method: 'GET', responseCodes: [200] });
    const r = newDraft('redis');
    r.values = { ...r.values, name: 'cache', addr: 'redis:6379' };
    expect(checkFromDraft(r)).toEqual({ name: 'cache', addr: 'redis:6379', db: 0 });
  });

  it('stores script fields as {template}, {javascript}, {expr} or {jsonPath}; none removes them', () => {
    const def = checkFields('http').find((f) => f.key === 'test')!;
    for (const lang of ['template', 'javascript', 'expr', 'jsonPath'] as const) {
      const check: Record<string, unknown> = {};
      writeField(def, { lang, text: 'x' }, check);
      expect(check).toEqual({ test: { [lang]: 'x' } });
      expect(readField(def, check)).toEqual({ lang, text: 'x' });
    }
    const check: Record<string, unknown> = { test: { expr: 'true' } };
    writeField(def, { lang: '', text: '' }, check);
    expect(check).toEqual({});
  });

  it('writes secret-or-value fields as value, secretKeyRef or configMapKeyRef; None auth clears credentials', () => {
    const def = checkFields('redis').find((f) => f.key === 'password')!;
    const write = (s: SecretInput) => {
      const c: Record<string, unknown> = {};
      writeField(def, s, c);
      return c.password;
    };
    expect(write({ mode: 'static', value: 'pw', name: '', key: '' })).toEqual({ value: 'pw' });
    expect(write({ mode: 'secret', value: '', name: 's', key: 'k' })).toEqual({
      valueFrom: { secretKeyRef: { name: 's', key: 'k' } },
    });
    expect(write({ mode: 'configmap', value: '', name: 'c', key: 'k' })).toEqual({
      valueFrom: { configMapKeyRef: { name: 'c', key: 'k' } },
    });
    expect(readField(def, { password: 'plain' })).toEqual({ mode: 'static', value: 'plain', name: '', key: '' });

    const auth = checkFields('http').find((f) => f.key === 'authentication')!;
    const check: Record<string, unknown> = {
      name: 'a',
      username: { value: 'u' },
      password: { value: 'p' },
      ntlm: true,
    };
    const none = { type: 'none', username: { mode: 'static', value: 'u' }, password: { mode: 'static', value: 'p' } };
    writeField(auth, none as AuthInput, check);
    expect(check).toEqual({ name: 'a' });
  });

  it('keeps non-form types out of the Form tab', () => {
    expect(isFormSpec({ dns: [{ name: 'd', query: 'example.com' }], schedule: '@every 1m' })).toBe(false);
    expect(isFormSpec({ http: [{ name: 'h' }], postgres: [{ name: 'p' }] })).toBe(false);
    expect(isFormSpec({ http: [], schedule: '@every 1m' })).toBe(true);
  });

  it('shows the spec without schedule as YAML and parses it back', () => {
    const spec = { schedule: '@every 1m', dns: [{ name: 'd', query: 'example.com' }] };
    const text = specToYaml(spec);
    expect(text).not.toContain('schedule');
    expect(parseSpecYaml(text)).toEqual({ spec: { dns: [{ name: 'd', query: 'example.com' }] } });
    expect(parseSpecYaml('dns: [unclosed')).toEqual({ error: expect.stringMatching(/^Invalid YAML: /) });
    expect(parseSpecYaml('- a\n- b')).toEqual({ error: expect.stringContaining('YAML mapping') });
  });
});
