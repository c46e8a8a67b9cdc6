import { describe, expect, it } from 'vitest';
import { parseLabelsParam, readHealthParams, serializeLabelsParam, writeHealthParams } from './health-params';

const read = (q: string) => readHealthParams(new URLSearchParams(q));

describe('health URL parameters', () => {
  it('gives the spec defaults for an empty query string', () => {
    expect(read('')).toEqual({
      layout: 'table',
      labels: {},
      query: '',
      groupBy: 'canary_name',
      tabBy: 'namespace',
      tab: undefined,
      pivotBy: undefined,
      pivotLabel: undefined,
      pivotCellType: 'checkStatus',
      sortBy: undefined,
      sortDesc: false,
      checkId: undefined,
      status: undefined,
      hidePassing: true,
    });
  });

  it('reads every parameter', () => {
    const p = read(
      'layout=card&labels=%7B%22env%3Dprod%22%3A1%2C%22team%3Dcore%22%3A-1%7D&query=api&groupBy=type&tabBy=agent&tab=local' +
        '&pivotBy=labels&pivotLabel=env&pivotCellType=uptime&sortBy=name&sortDesc=true&checkId=c1&status=unhealthy&hidePassing=false',
    );
    expect(p).toMatchObject({
      layout: 'card',
      labels: { 'env=prod': 1, 'team=core': -1 },
      query: 'api',
      groupBy: 'type',
      tabBy: 'agent',
      tab: 'local',
      pivotBy: 'labels',
      pivotLabel: 'env',
      pivotCellType: 'uptime',
      sortBy: 'name',
      sortDesc: true,
      checkId: 'c1',
      status: 'unhealthy',
      hidePassing: false,
    });
  });

  it('ignores unknown status, cell type and layout values', () => {
    expect(read('status=broken&pivotCellType=x&layout=grid')).toMatchObject({
      status: undefined,
      pivotCellType: 'checkStatus',
      layout: 'table',
    });
  });

  it('parses the labels JSON map of 1 / -1 and drops anything else', () => {
    expect(parseLabelsParam('{"a=1":1,"b=2":-1,"c=3":0,"d=4":"1"}')).toEqual({ 'a=1': 1, 'b=2': -1 });
    expect(parseLabelsParam('not json')).toEqual({});
    expect(parseLabelsParam('[1]')).toEqual({});
    expect(serializeLabelsParam({})).toBeUndefined();
    expect(serializeLabelsParam({ 'a=1': 1 })).toBe('{"a=1":1}');
  });

  it('writes patches, removing defaults and empty values', () => {
    const prev = new URLSearchParams('groupBy=type&tab=beta&query=x&checkId=1&checkTimeRange=1d');
    const next = writeHealthParams(prev, { groupBy: 'canary_name', query: '  ', hidePassing: false });
    expect(next.get('groupBy')).toBeNull();
    expect(next.get('query')).toBeNull();
    expect(next.get('hidePassing')).toBe('false');
    expect(writeHealthParams(next, { hidePassing: true }).get('hidePassing')).toBeNull();
    // A new Tab By drops the old tab; closing the drawer drops its range.
    expect(writeHealthParams(prev, { tabBy: 'env' }).get('tab')).toBeNull();
    const closed = writeHealthParams(prev, { checkId: undefined });
    expect(closed.has('checkId') || closed.has('checkTimeRange')).toBe(false);
  });

  it('round-trips through the URL', () => {
    const p = read('labels=%7B%22env%3Dprod%22%3A1%7D&sortBy=uptime&sortDesc=true&layout=card');
    const again = read(writeHealthParams(new URLSearchParams(), p).toString());
    expect(again).toEqual(p);
  });
});
