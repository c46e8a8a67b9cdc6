import { describe, expect, test } from 'vitest';
import { parseCondition, parseLogicTree } from './filter.js';
import { parseField } from './field.js';
import { parseOrder } from './order.js';
import { parseAccept, parsePrefer, parseRangeHeader, parseRequest } from './request.js';
import { parseSelect } from './select.js';
import type { FieldRef, JsonOp } from '../types.js';

const f = (column: string, ...path: [JsonOp, string][]): FieldRef => ({
  column,
  jsonPath: path.map(([op, key]) => ({ op, key })),
});

describe('parseSelect', () => {
  test.each([
    ['', [{ kind: 'star' }]],
    ['*', [{ kind: 'star' }]],
    [
      'id,name',
      [
        { kind: 'field', field: f('id') },
        { kind: 'field', field: f('name') },
      ],
    ],
    ['n:name', [{ kind: 'field', field: f('name'), alias: 'n' }]],
    ['id::text', [{ kind: 'field', field: f('id'), cast: 'text' }]],
    ['x:id::double precision', [{ kind: 'field', field: f('id'), alias: 'x', cast: 'double precision' }]],
    ['data->a->>b', [{ kind: 'field', field: f('data', ['->', 'a'], ['->>', 'b']) }]],
    ['data->0', [{ kind: 'field', field: f('data', ['->', '0']) }]],
    ['"odd name"', [{ kind: 'field', field: f('odd name') }]],
    [
      'rel(*)',
      [
        {
          kind: 'embed',
          name: 'rel',
          alias: undefined,
          hint: undefined,
          join: 'left',
          spread: false,
          select: [{ kind: 'star' }],
        },
      ],
    ],
    [
      'a:rel!fk!inner(id)',
      [
        {
          kind: 'embed',
          name: 'rel',
          alias: 'a',
          hint: 'fk',
          join: 'inner',
          spread: false,
          select: [{ kind: 'field', field: f('id') }],
        },
      ],
    ],
    [
      '...rel(x:id)',
      [
        {
          kind: 'embed',
          name: 'rel',
          alias: undefined,
          hint: undefined,
          join: 'left',
          spread: true,
          select: [{ kind: 'field', field: f('id'), alias: 'x' }],
        },
      ],
    ],
    [
      'r(s(t()))',
      [
        {
          kind: 'embed',
          name: 'r',
          alias: undefined,
          hint: undefined,
          join: 'left',
          spread: false,
          select: [
            {
              kind: 'embed',
              name: 's',
              alias: undefined,
              hint: undefined,
              join: 'left',
              spread: false,
              select: [
                {
                  kind: 'embed',
                  name: 't',
                  alias: undefined,
                  hint: undefined,
                  join: 'left',
                  spread: false,
                  select: [{ kind: 'star' }],
                },
              ],
            },
          ],
        },
      ],
    ],
  ])('%s', (input, expected) => {
    expect(parseSelect(input)).toEqual(expected);
  });

  test.each([
    'id,',
    ',id',
    'a:b:c',
    '(id',
    'rel(id',
    'id)',
    'id::',
    'id::te;xt',
    '...id',
    'rel!a!b!c(id)',
    'x!inner!left(id)x',
    'a b;c',
  ])('rejects %s', (input) => {
    expect(() => parseSelect(input)).toThrow();
  });
});

describe('parseCondition', () => {
  const col = f('c');
  test.each([
    ['eq.1', { operator: 'eq', negated: false, value: '1' }],
    ['not.eq.1', { operator: 'eq', negated: true, value: '1' }],
    ['like.*a*', { operator: 'like', value: '%a%' }],
    ['in.(1,"a,b",c)', { operator: 'in', value: ['1', 'a,b', 'c'] }],
    ['in.()', { operator: 'in', value: [] }],
    ['is.NULL', { operator: 'is', value: 'null' }],
    ['fts(english).cat', { operator: 'fts', language: 'english', value: 'cat' }],
    ['like(any).{a*,b}', { operator: 'like', quantifier: 'any', value: ['a%', 'b'] }],
    ['cs.{1,2}', { operator: 'cs', value: '{1,2}' }],
    ['eq.', { operator: 'eq', value: '' }],
    ['eq.a.b.c', { operator: 'eq', value: 'a.b.c' }],
    ['eq."quoted"', { operator: 'eq', value: 'quoted' }],
  ])('%s', (input, expected) => {
    expect(parseCondition(col, input)).toMatchObject({ kind: 'condition', field: col, ...expected });
  });

  test.each(['1', 'eqq.1', 'eq', 'in.1,2', 'in.(1', 'is.maybe', 'eq(any).1', 'gt(english).1', 'not.', 'EQ.1'])(
    'rejects %s',
    (input) => {
      expect(() => parseCondition(col, input)).toThrow();
    },
  );
});

describe('parseLogicTree', () => {
  test('nested trees with negation', () => {
    expect(parseLogicTree('or', false, '(a.eq.1,not.and(b.gt.2,c.is.null))')).toEqual({
      kind: 'logic',
      op: 'or',
      negated: false,
      children: [
        { kind: 'condition', field: f('a'), negated: false, operator: 'eq', value: '1' },
        {
          kind: 'logic',
          op: 'and',
          negated: true,
          children: [
            { kind: 'condition', field: f('b'), negated: false, operator: 'gt', value: '2' },
            { kind: 'condition', field: f('c'), negated: false, operator: 'is', value: 'null' },
          ],
        },
      ],
    });
  });
  test.each(['a.eq.1', '(a.eq.1', '()', '(a)', '(a.eq.1,)', '(and())'])('rejects %s', (input) => {
    expect(() => parseLogicTree('and', false, input)).toThrow();
  });
});

describe('parseOrder', () => {
  test.each([
    ['id', [{ field: f('id') }]],
    ['id.desc', [{ field: f('id'), direction: 'desc' }]],
    [
      'id.asc.nullslast,name.nullsfirst',
      [
        { field: f('id'), direction: 'asc', nulls: 'last' },
        { field: f('name'), nulls: 'first' },
      ],
    ],
    ['data->>a.desc', [{ field: f('data', ['->>', 'a']), direction: 'desc' }]],
    ['rel(name).desc', [{ field: f('name'), relation: 'rel', direction: 'desc' }]],
  ])('%s', (input, expected) => {
    expect(parseOrder(input)).toEqual(expected);
  });
  test.each(['', 'id.up', 'id.asc.asc', 'id.nullslast.nullsfirst', ','])('rejects %s', (input) => {
    expect(() => parseOrder(input)).toThrow();
  });
});

describe('parseField', () => {
  test('keys with dots and slashes', () => {
    expect(parseField('labels->>app.kubernetes.io/name')).toEqual(f('labels', ['->>', 'app.kubernetes.io/name']));
  });
});

describe('headers', () => {
  test('Prefer', () => {
    expect(parsePrefer('return=representation, count=exact')).toEqual({ return: 'representation', count: 'exact' });
    expect(parsePrefer(['resolution=merge-duplicates', 'missing=default'])).toEqual({
      resolution: 'merge-duplicates',
      missing: 'default',
    });
    expect(parsePrefer('bogus=1')).toEqual({});
    expect(() => parsePrefer('handling=strict, bogus=1')).toThrow();
  });
  test('Accept', () => {
    expect(parseAccept(undefined)).toBe('json');
    expect(parseAccept('application/vnd.pgrst.object+json')).toBe('object');
    expect(parseAccept('text/html, */*;q=0.8')).toBe('json');
    expect(parseAccept('text/csv')).toBe('csv');
    expect(() => parseAccept('image/png')).toThrow();
  });
  test('Range', () => {
    expect(parseRangeHeader('0-9')).toEqual({ from: 0, to: 9 });
    expect(parseRangeHeader('items=5-')).toEqual({ from: 5, to: undefined });
    expect(() => parseRangeHeader('9-0')).toThrow();
  });
});

describe('parseRequest', () => {
  test('routes parameters to their embed level', () => {
    const r = parseRequest({
      method: 'GET',
      path: 'clients',
      query:
        'select=id,projects(id)&id=gt.1&projects.order=id.desc&projects.limit=2&projects.not.or=(id.eq.1)&not.and=(id.eq.3)',
      headers: {},
    });
    expect([...r.levels.keys()].sort()).toEqual(['', 'projects']);
    expect(r.levels.get('projects')).toMatchObject({ limit: 2, order: [{ field: f('id'), direction: 'desc' }] });
    expect(r.levels.get('projects')!.filters[0]).toMatchObject({ kind: 'logic', op: 'or', negated: true });
    expect(r.levels.get('')!.filters).toHaveLength(2);
    expect(r.filterCount).toBe(3);
  });
  test('rpc GET keeps unknown parameters as candidate arguments', () => {
    const r = parseRequest({ method: 'GET', path: 'rpc/fn', query: 'a=1&b=x&order=a&limit=2', headers: {} });
    expect(r.action).toBe('rpc');
    expect([...r.rpcArgs]).toEqual([
      ['a', '1'],
      ['b', 'x'],
    ]);
  });
  test.each([
    ['PUT', 'clients'],
    ['DELETE', 'rpc/fn'],
    ['GET', 'a/b'],
    ['GET', ''],
  ])('%s /%s is refused', (method, path) => {
    expect(() => parseRequest({ method, path, query: '', headers: {} })).toThrow();
  });
});
