/**
 * The prometheus and alertmanager checks against the real servers (Debian's packages): a private Prometheus that
 * scrapes itself and fires one alerting rule into a private Alertmanager. The edge cases of alert naming and
 * filters are in http-apis.test.ts, against a local server speaking the same API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTestCheck } from '../testing/check-context.js';
import { startAlertmanager, startPrometheus, type ChildServer } from '../testing/prometheus-servers.js';

let alertmanager: ChildServer;
let prometheus: ChildServer;

beforeAll(async () => {
  alertmanager = await startAlertmanager();
  prometheus = await startPrometheus({
    alertmanagerUrl: alertmanager.url,
    rules: [
      {
        alert: 'DiskAlmostFull',
        expr: 'vector(97)',
        labels: { severity: 'critical', team: 'storage' },
        annotations: { summary: 'disk 97% full' },
      },
    ],
  });
}, 60_000);
afterAll(async () => {
  await prometheus?.close();
  await alertmanager?.close();
});

async function eventually<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s (last: ${JSON.stringify(v)})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('prometheus check against a private Prometheus', () => {
  it('passes on a query with series, and a test over the value decides', async () => {
    const up = await eventually(
      'the first scrape',
      () => runTestCheck('prometheus', { name: 'p', host: prometheus.url, query: 'up{job="prometheus"}' }),
      (r) => r.status && (r.details as { value: unknown }).value === 1,
    );
    expect(up.message).toBe('1 series, first value 1');
    expect(up.details).toMatchObject({ results: [{ job: 'prometheus', instance: expect.any(String), value: 1 }] });
    const failing = await runTestCheck('prometheus', {
      name: 'p',
      host: prometheus.url,
      query: 'up{job="prometheus"}',
      test: { expr: 'value == 0.0' },
    });
    expect(failing.status).toBe(false);
  });

  it('reads scalars and range selectors (their latest sample)', async () => {
    const scalar = await runTestCheck('prometheus', { name: 'p', host: prometheus.url, query: '2 * 21' });
    expect(scalar).toMatchObject({ status: true, details: { value: 42 } });
    const range = await runTestCheck('prometheus', {
      name: 'p',
      host: prometheus.url,
      query: 'up{job="prometheus"}[1m]',
      test: { expr: 'value == 1.0' },
    });
    expect(range.status).toBe(true);
  });

  it("fails on a query Prometheus refuses, with Prometheus's reason", async () => {
    const r = await runTestCheck('prometheus', { name: 'p', host: prometheus.url, query: 'sum(' });
    expect(r.status).toBe(false);
    expect(r.error).toMatch(/^prometheus answered 400: .*parse error/);
  });
});

describe('alertmanager check against a private Alertmanager fed by Prometheus', () => {
  it('derives a failing check for the firing alert; filters and silences leave it out', async () => {
    const firing = await eventually(
      'the alert reaching Alertmanager',
      () => runTestCheck('alertmanager', { name: 'am', host: alertmanager.url }),
      (r) => (r.transformed?.items.length ?? 0) > 0,
    );
    expect(firing).toMatchObject({ status: true, message: 'DiskAlmostFull: disk 97% full', details: { count: 1 } });
    expect(firing.transformed?.items.map((t) => [t.name, t.status, t.message, t.labels.team])).toEqual([
      ['DiskAlmostFull', false, 'disk 97% full', 'storage'],
    ]);
    const otherTeam = await runTestCheck('alertmanager', {
      name: 'am',
      host: alertmanager.url,
      filters: { team: 'web' },
    });
    expect(otherTeam).toMatchObject({ status: true, message: 'no matching alerts firing' });

    // A silence in Alertmanager: the alert is no longer active-and-unsilenced, so the check passes.
    const silence = await fetch(`${alertmanager.url}/api/v2/silences`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        matchers: [{ name: 'alertname', value: 'DiskAlmostFull', isRegex: false, isEqual: true }],
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        createdBy: 'opsdeck tests',
        comment: 'maintenance',
      }),
    });
    expect(silence.status).toBe(200);
    const silenced = await eventually(
      'the silence taking effect',
      () => runTestCheck('alertmanager', { name: 'am', host: alertmanager.url }),
      (r) => (r.details as { count: number }).count === 0,
    );
    expect(silenced).toMatchObject({ message: 'no matching alerts firing', transformed: { items: [] } });
  });
});
