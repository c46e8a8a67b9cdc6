import { describe, expect, it } from 'vitest';
import { isSourceManaged, parseLabels, toFormValues, toPayload } from './form-values';
import { RESOURCE_KINDS } from './resource-kinds';

const topologies = RESOURCE_KINDS.topologies;

describe('settings resource form values', () => {
  it('shows labels as JSON and spec as YAML', () => {
    const v = toFormValues(topologies, {
      id: '1',
      name: 'web',
      namespace: 'prod',
      labels: { team: 'a' },
      spec: { schedule: '@every 5m' },
      source: 'UI',
    });
    expect(v.labels).toBe('{\n  "team": "a"\n}');
    expect(v.spec).toBe('schedule: "@every 5m"\n');
    expect(v.namespace).toBe('prod');
  });

  it('defaults a new resource to namespace default and source UI', () => {
    expect(toFormValues(topologies, undefined)).toMatchObject({ namespace: 'default', source: 'UI', name: '' });
  });

  it('writes name and namespace only for a new resource, never source', () => {
    const values = {
      ...toFormValues(topologies, undefined),
      name: ' web ',
      labels: '{"a":"b"}',
      spec: 'components: []',
    };
    expect(toPayload(topologies, values, false)).toEqual({
      name: 'web',
      namespace: 'default',
      labels: { a: 'b' },
      spec: { components: [] },
      icon: null,
      schedule: null,
    });
    expect(toPayload(topologies, values, true)).not.toHaveProperty('name');
    expect(toPayload(topologies, values, true)).not.toHaveProperty('namespace');
    expect(toPayload(topologies, values, true)).not.toHaveProperty('source');
  });

  it('ignores unparsable labels or spec', () => {
    const values = { ...toFormValues(topologies, undefined), name: 'x', labels: '{not json', spec: 'a: [' };
    const payload = toPayload(topologies, values, true);
    expect(payload).not.toHaveProperty('labels');
    expect(payload).not.toHaveProperty('spec');
  });

  it('writes list fields as arrays and only the fields a table has', () => {
    const kind = RESOURCE_KINDS.notifications;
    const values = {
      ...toFormValues(kind, undefined),
      name: 'n',
      extra: { events: 'check.failed, check.passed', title: '', filter: '' },
    };
    expect(toPayload(kind, values, false)).toEqual({
      name: 'n',
      namespace: 'default',
      events: ['check.failed', 'check.passed'],
      title: null,
      filter: null,
    });
  });

  it('treats anything not from the UI as source-managed', () => {
    expect(isSourceManaged({ name: 'a', source: 'KubernetesCRD' })).toBe(true);
    expect(isSourceManaged({ name: 'a', source: 'UI' })).toBe(false);
    expect(isSourceManaged(undefined)).toBe(false);
  });

  it('reads labels only when they are a JSON object', () => {
    expect(parseLabels('{"team": "ops"}')).toEqual({ team: 'ops' });
    expect(parseLabels('')).toEqual({});
    expect(parseLabels('{not json')).toBeUndefined();
    expect(parseLabels('["a"]')).toBeUndefined();
    expect(parseLabels('null')).toBeUndefined();
  });
});
