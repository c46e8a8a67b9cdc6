import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTestCheck, startHttpServer } from '../testing/check-context.js';

let server: Awaited<ReturnType<typeof startHttpServer>>;
const firing = [
  { labels: { alertname: 'DiskFull', severity: 'critical', team: 'ops' }, annotations: { summary: 'disk 97%' } },
  { labels: { alertname: 'Watchdog', severity: 'none' }, annotations: {} },
];

// Local servers speaking the subset of each API the checks use: Prometheus /api/v1/query, Alertmanager
// /api/v2/alerts, and the Elasticsearch/OpenSearch _search endpoint.
beforeAll(async () => {
  server = await startHttpServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/v1/query') {
      if (url.searchParams.get('query') === 'bad(')
        return void res.writeHead(400).end('{"status":"error","error":"parse error"}');
      return void res.end(
        JSON.stringify({
          status: 'success',
          data: { resultType: 'vector', result: [{ metric: { job: 'api' }, value: [0, '0.25'] }] },
        }),
      );
    }
    if (url.pathname === '/api/v2/alerts') return void res.end(JSON.stringify(firing));
    if (url.pathname === '/logs/_search')
      return void res.end(JSON.stringify({ hits: { total: { value: 2 }, hits: [{}, {}] } }));
    res.writeHead(404).end('{"error":"no such index"}');
  });
});
afterAll(() => server.close());

describe('prometheus check against a local server speaking the query API subset', () => {
  it('passes with results for CEL and fails on a query error', async () => {
    const ok = await runTestCheck('prometheus', {
      name: 'p',
      host: server.url,
      query: 'up',
      test: { expr: 'value < 0.5' },
    });
    expect(ok).toMatchObject({ status: true, details: { value: 0.25 } });
    expect(
      (await runTestCheck('prometheus', { name: 'p', host: server.url, query: 'up', test: { expr: 'value > 1.0' } }))
        .status,
    ).toBe(false);
    expect((await runTestCheck('prometheus', { name: 'p', host: server.url, query: 'bad(' })).error).toMatch(
      /parse error/,
    );
  });
});

describe('alertmanager check against a local server speaking the v2 alerts API subset', () => {
  it('fails while matching alerts fire and passes when filters leave none', async () => {
    const r = await runTestCheck('alertmanager', { name: 'a', host: server.url, ignore: ['Watchdog'] });
    expect(r).toMatchObject({ status: false, message: 'DiskFull: disk 97%', details: { count: 1 } });
    expect((await runTestCheck('alertmanager', { name: 'a', host: server.url, filters: { team: 'web' } })).status).toBe(
      true,
    );
  });
});

describe('elasticsearch and opensearch checks against a local server speaking the _search subset', () => {
  it('passes on the expected hit count and fails on another or a missing index', async () => {
    for (const type of ['elasticsearch', 'opensearch']) {
      expect(await runTestCheck(type, { name: 'e', url: server.url, index: 'logs', results: 2 })).toMatchObject({
        status: true,
        message: '2 hits',
      });
      expect((await runTestCheck(type, { name: 'e', url: server.url, index: 'logs', results: 5 })).status).toBe(false);
      expect((await runTestCheck(type, { name: 'e', url: server.url, index: 'nope' })).status).toBe(false);
    }
  });
});
