import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTestCheck, startHttpServer } from '../testing/check-context.js';
import { checkNames } from './alertmanager.js';

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
    // Also served under /proxied, as behind a reverse proxy that gives each tool a path of its own.
    url.pathname = url.pathname.replace(/^\/proxied\//, '/');
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

  it('keeps the path of its address (a Prometheus behind a proxy path)', async () => {
    const r = await runTestCheck('prometheus', { name: 'p', host: `${server.url}/proxied/`, query: 'up' });
    expect(r).toMatchObject({ status: true, details: { value: 0.25 } });
  });
});

describe('alertmanager check against a local server speaking the v2 alerts API subset', () => {
  it('lists the matching alerts that fire; the alerts fail on their own checks, and a test can fail this one', async () => {
    const r = await runTestCheck('alertmanager', { name: 'a', host: server.url, ignore: ['Watchdog'] });
    expect(r).toMatchObject({ status: true, message: 'DiskFull: disk 97%', details: { count: 1 } });
    expect(r.transformed?.items.map((t) => [t.name, t.status])).toEqual([['DiskFull', false]]);
    const strict = { name: 'a', host: server.url, test: { expr: 'count == 0' } };
    expect((await runTestCheck('alertmanager', strict)).status).toBe(false);
    expect((await runTestCheck('alertmanager', { ...strict, filters: { team: 'web' } })).status).toBe(true);
  });

  it('fails when Alertmanager cannot be read', async () => {
    const r = await runTestCheck('alertmanager', { name: 'a', host: `${server.url}/missing/` });
    expect(r).toMatchObject({ status: false, message: 'alertmanager answered 404' });
  });

  it('derives one failing result per firing alert, named by its alertname', async () => {
    const r = await runTestCheck('alertmanager', { name: 'a', host: server.url });
    expect(r.transformed?.deleteStrategy).toBe('MarkHealthy');
    expect(r.transformed?.items.map((t) => [t.name, t.status, t.message, t.labels.severity])).toEqual([
      ['DiskFull', false, 'disk 97%', 'critical'],
      ['Watchdog', false, 'Watchdog is firing', 'none'],
    ]);
    const none = await runTestCheck('alertmanager', { name: 'a', host: server.url, alerts: ['Nothing.*'] });
    expect(none).toMatchObject({ status: true, message: 'no matching alerts firing', transformed: { items: [] } });
  });

  it('matches alerts, ignore and filters as whole regular expressions and drops exclude_filters', async () => {
    const names = async (spec: Record<string, unknown>) =>
      (await runTestCheck('alertmanager', { name: 'a', host: server.url, ...spec })).transformed?.items.map(
        (t) => t.name,
      );
    expect(await names({ alerts: ['Disk.*'] })).toEqual(['DiskFull']);
    expect(await names({ alerts: ['Disk'] })).toEqual([]);
    expect(await names({ ignore: ['.*Full'] })).toEqual(['Watchdog']);
    expect(await names({ filters: { severity: 'crit.*|none' } })).toEqual(['DiskFull', 'Watchdog']);
    expect(await names({ exclude_filters: { team: 'ops' } })).toEqual(['Watchdog']);
    expect((await runTestCheck('alertmanager', { name: 'a', host: server.url, alerts: ['('] })).invalid).toBe(true);
  });

  it('tells alerts of one name apart by their differing labels, then by fingerprint', () => {
    const alert = (labels: Record<string, string>, fingerprint?: string) => ({
      labels: { alertname: 'PodCrashLooping', ...labels },
      fingerprint,
    });
    expect(
      checkNames([
        alert({ namespace: 'prod', pod: 'api-1' }),
        alert({ namespace: 'prod', pod: 'api-2' }),
        alert({ namespace: 'dev', pod: 'api-1' }),
        { labels: { alertname: 'Single', namespace: 'x' } },
      ]),
    ).toEqual(['PodCrashLooping/prod/api-1', 'PodCrashLooping/prod/api-2', 'PodCrashLooping/dev/api-1', 'Single']);
    expect(checkNames([alert({}, 'f1'), alert({}, 'f2')])).toEqual(['PodCrashLooping/f1', 'PodCrashLooping/f2']);
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
