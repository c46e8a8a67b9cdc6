import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateJavascript } from './javascript.js';
import { evaluateJsonPath } from './json-path.js';
import { runTestCheck, startHttpServer } from './testing/check-context.js';

let server: Awaited<ReturnType<typeof startHttpServer>>;
const status = {
  status: 'ok',
  services: [
    { name: 'db', up: true },
    { name: 'cache', up: false },
  ],
};

beforeAll(async () => {
  server = await startHttpServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(status));
  });
});
afterAll(() => server.close());

const http = (extra: Record<string, unknown>) => runTestCheck('http', { name: 'svc', url: server.url, ...extra });

describe('test, in each script language, over an http result', () => {
  it.each([
    [{ expr: 'json.status == "ok"' }, { expr: 'json.status == "down"' }],
    [{ template: '{{ if eq .json.status "ok" }}true{{ end }}' }, { template: '{{ eq .code 500 }}' }],
    [{ javascript: "json.status === 'ok' && code === 200" }, { javascript: 'json.services.every(s => s.up)' }],
    [{ jsonPath: '$.json.services[0].up' }, { jsonPath: '$.json.services[1].up' }],
  ])('%j passes and %j fails', async (passing, failing) => {
    expect(await http({ test: passing })).toMatchObject({ status: true, error: null });
    const failed = await http({ test: failing });
    expect(failed.status).toBe(false);
    expect(failed.error).toBe(`test failed: ${Object.values(failing)[0]}`);
  });
});

describe('display, in each script language', () => {
  it.each([
    [{ expr: '"status " + json.status' }, 'status ok'],
    [{ template: '{{ .code }} {{ .json.status }}{{ range .json.services }} {{ .name }}{{ end }}' }, '200 ok db cache'],
    [{ javascript: "json.services.map(function (s) { return s.name + (s.up ? '+' : '-'); }).join(',')" }, 'db+,cache-'],
    [{ jsonPath: '$.json.services[*].name' }, '["db","cache"]'],
    [{ jsonPath: '$.json.services[?(@.up == false)].name' }, 'cache'],
  ])('%j shows %s', async (display, message) => {
    expect(await http({ display })).toMatchObject({ status: true, message });
  });
});

describe('transform, in each script language', () => {
  it.each([
    [{ expr: "json.services.map(s, {'name': s.name, 'pass': s.up, 'message': s.name})" }],
    [
      {
        template:
          '[{{ range $i, $s := .json.services }}{{ if $i }},{{ end }}' +
          '{"name": "{{ $s.name }}", "pass": {{ $s.up }}, "message": "{{ $s.name }}"}{{ end }}]',
      },
    ],
    [
      {
        javascript:
          'JSON.stringify(_.map(json.services, function (s) { return { name: s.name, pass: s.up, message: s.name }; }))',
      },
    ],
  ])('%j derives one check per service', async (transform) => {
    const r = await http({ transform });
    expect(r.status).toBe(true);
    expect(r.transformed?.deleteStrategy).toBe('Ignore');
    expect(r.transformed?.items.map((t) => [t.name, t.status, t.message, t.error])).toEqual([
      ['db', true, 'db', null],
      ['cache', false, 'cache', 'cache'],
    ]);
  });

  it('jsonPath: the matched objects are the results (passing unless they say otherwise)', async () => {
    const r = await http({ transform: { jsonPath: '$.json.services' }, transformDeleteStrategy: 'MarkHealthy' });
    expect(r.transformed).toMatchObject({ deleteStrategy: 'MarkHealthy' });
    expect(r.transformed?.items.map((t) => [t.name, t.status])).toEqual([
      ['db', true],
      ['cache', true],
    ]);
  });

  it('one unnamed result edits the check in place and derives nothing', async () => {
    const r = await http({ transform: { javascript: "({ pass: false, message: 'replaced', error: 'bad' })" } });
    expect(r).toMatchObject({ status: false, message: 'replaced', error: 'bad' });
    expect(r.transformed).toBeUndefined();
  });

  it('an empty list is a successful transform with no results', async () => {
    const r = await http({ transform: { template: '[]' } });
    expect(r).toMatchObject({ status: true, transformed: { items: [] } });
  });

  it('output that is not results fails the check and derives nothing', async () => {
    for (const transform of [{ template: 'not json' }, { javascript: '[{ name: "a" }, { pass: true }]' }]) {
      const r = await http({ transform });
      expect(r.status).toBe(false);
      expect(r.error).toMatch(/^transform failed: /);
      expect(r.transformed).toBeUndefined();
    }
  });
});

describe('javascript sandbox', () => {
  it('stops a script that never ends, as a failed check', async () => {
    const started = Date.now();
    const r = await http({ display: { javascript: 'while (true) {}' } });
    expect(r).toMatchObject({ status: false, error: 'javascript timed out after 1000 ms' });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(() => evaluateJavascript('Promise.resolve().then(() => { for (;;) {} }); 1', {})).toThrow(
      'javascript timed out after 1000 ms',
    );
  });

  it('has no process, require or host objects to reach through', () => {
    expect(evaluateJavascript('typeof process + typeof require + typeof setTimeout', {})).toBe(
      'undefinedundefinedundefined',
    );
    // The classic ways out of node:vm reach only the sandbox's own Function, whose global has no process.
    for (const escape of [
      "this.constructor.constructor('return process')()",
      "results.constructor.constructor('return process')()",
      "Object.getPrototypeOf(globalThis).constructor.constructor('return process')()",
    ]) {
      expect(() => evaluateJavascript(escape, { results: {} })).toThrow('javascript: process is not defined');
    }
    expect(() => evaluateJavascript('throw { get message() { for (;;) {} } }', {})).toThrow(/timed out/);
    expect(() => evaluateJavascript('syntax error here', {})).toThrow(/^javascript: Unexpected identifier/);
  });

  it('brings objects out as data, with toJSON run inside the time limit', () => {
    expect(evaluateJavascript('({ a: [1, "x"], b: null })', {})).toEqual({ a: [1, 'x'], b: null });
    expect(() => evaluateJavascript('({ toJSON() { for (;;) {} } })', {})).toThrow(/timed out/);
  });
});

describe('jsonPath', () => {
  it('is undefined without a match, the value for one, a list for several', () => {
    const vars = { json: status };
    expect(evaluateJsonPath('$.json.nope', vars)).toBeUndefined();
    expect(evaluateJsonPath('$.json.status', vars)).toBe('ok');
    expect(evaluateJsonPath('$..name', vars)).toEqual(['db', 'cache']);
  });
});

describe('script fields are validated with the spec', () => {
  it('rejects two languages at once, none, and a template that does not parse', async () => {
    const two = await http({ display: { expr: 'code', template: '{{ .code }}' } });
    expect(two).toMatchObject({ invalid: true });
    expect(two.error).toMatch(/use one of expr, template, javascript or jsonPath, not expr and template/);
    expect((await http({ test: {} })).error).toMatch(/expr, template, javascript or jsonPath is required/);
    expect((await http({ display: { template: '{{ if .code }}' } })).error).toMatch(/unexpected EOF in \{\{if\}\}/);
  });
});
