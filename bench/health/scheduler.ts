/** Bench (a): the checks engine with N canaries × 1 tcp check at 60 s against a local TCP server. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nextCanaryRun } from '../../server/src/engines/checks/canary-schedule.js';

export interface SchedulerFigures {
  checks: number;
  windowSeconds: number;
  runs: number;
  expectedTicks: number;
  missedRuns: number;
  jitterP50Ms: number;
  jitterP99Ms: number;
  cpuPerRunUs: number;
  cpuPerRawConnectUs: number;
  cpuRatio: number;
  rssMb: number;
}

const pct = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;

export async function benchScheduler(
  url: string,
  checks: number,
  windowMs: number,
  log: (s: string) => void,
): Promise<SchedulerFigures> {
  const target = net.createServer((s) => s.end());
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  const port = (target.address() as net.AddressInfo).port;
  const pool = new pg.Pool({ connectionString: url, max: 20 });

  log(`seeding ${checks} canaries × 1 tcp check @every 60s`);
  await pool.query(
    `insert into canaries (name, spec)
     select 'bench-' || i, jsonb_build_object('schedule', '@every 60s',
            'tcp', jsonb_build_array(jsonb_build_object('name', 'tcp-' || i, 'endpoint', '127.0.0.1:' || $2::int)))
       from generate_series(1, $1::int) i`,
    [checks, port],
  );
  // The sync trigger queues every new canary for "now"; put each on its own phase instead, as after the first run.
  const now = new Date();
  const ids = (await pool.query<{ canary_id: string }>('select canary_id from canary_runs')).rows.map(
    (r) => r.canary_id,
  );
  const due = ids.map((id) => nextCanaryRun('@every 60s', id, now)!);
  await pool.query(
    `update canary_runs r set scheduled_at = u.t, lease_expires_at = u.t
       from unnest($1::uuid[], $2::timestamptz[]) u(id, t) where r.canary_id = u.id`,
    [ids, due],
  );
  await pool.query('vacuum analyze canary_runs, checks, canaries');

  // The engine runs in its own process so its CPU and RSS are measured alone, as a server would run it.
  log(`running the engine for ${windowMs / 1000} s (own process)`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('engine-process.ts', import.meta.url)), url, String(windowMs)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  if (code !== 0) throw new Error(`engine process exited with ${code}`);
  const engine = JSON.parse(out.trim().split('\n').at(-1)!) as {
    startedAt: number;
    endedAt: number;
    cpuUs: number;
    rssMb: number;
    runs: Array<[string, number, number]>;
  };
  const runs = engine.runs.map(([canaryId, scheduledAt, jitterMs]) => ({ canaryId, scheduledAt, jitterMs }));
  const { startedAt, endedAt, rssMb } = engine;

  // Ticks due in [start + 5 s, end - 5 s] must all have run (5 s lets the last ones finish recording).
  const from = startedAt + 5_000;
  const to = endedAt - 5_000;
  const done = new Set(runs.map((r) => `${r.canaryId}@${r.scheduledAt}`));
  let expected = 0;
  let missed = 0;
  for (const id of ids) {
    for (
      let t = nextCanaryRun('@every 60s', id, new Date(from - 1))!;
      t.getTime() <= to;
      t = nextCanaryRun('@every 60s', id, t)!
    ) {
      expected += 1;
      if (!done.has(`${id}@${t.getTime()}`)) missed += 1;
    }
  }
  const inWindow = runs.filter((r) => r.scheduledAt >= from && r.scheduledAt <= to);
  if (process.env.BENCH_DEBUG) {
    for (let t = from; t < to; t += 10_000) {
      const js = inWindow.filter((r) => r.scheduledAt >= t && r.scheduledAt < t + 10_000).map((r) => r.jitterMs);
      log(
        `  +${Math.round((t - startedAt) / 1000)} s: ${js.length} runs, p50 ${pct(js, 0.5)} p99 ${pct(js, 0.99)} max ${pct(js, 1)}`,
      );
    }
  }
  const cpuPerRunUs = engine.cpuUs / Math.max(1, runs.length);

  // Baseline in the same run: a raw socket loop doing what a tcp check does at the socket level.
  const raw0 = process.cpuUsage();
  const rawN = 5_000;
  for (let i = 0; i < rawN; i += 50) {
    await Promise.all(
      Array.from(
        { length: 50 },
        () =>
          new Promise<void>((resolve, reject) => {
            const s = net.connect({ host: '127.0.0.1', port }, () => {
              s.destroy();
              resolve();
            });
            s.once('error', reject);
          }),
      ),
    );
  }
  const raw = process.cpuUsage(raw0);
  const cpuPerRawConnectUs = (raw.user + raw.system) / rawN;
  target.close();
  await pool.end();
  return {
    checks,
    windowSeconds: Math.round((endedAt - startedAt) / 1000),
    runs: runs.length,
    expectedTicks: expected,
    missedRuns: missed,
    jitterP50Ms: pct(
      inWindow.map((r) => r.jitterMs),
      0.5,
    ),
    jitterP99Ms: pct(
      inWindow.map((r) => r.jitterMs),
      0.99,
    ),
    cpuPerRunUs: Math.round(cpuPerRunUs),
    cpuPerRawConnectUs: Math.round(cpuPerRawConnectUs),
    cpuRatio: Math.round((cpuPerRunUs / cpuPerRawConnectUs) * 10) / 10,
    rssMb,
  };
}
