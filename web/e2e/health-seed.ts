/**
 * Seeds the health journey: one canary (schedule @never, so nothing overwrites the seeded results) whose spec
 * makes three checks through the canary sync trigger, their states, and their check_statuses rows.
 */
import type { Harness } from './helpers';

export interface HealthSeed {
  canaryId: string;
  checks: Record<'api-health' | 'db-check' | 'dns-check', string>;
  componentId: string;
}

export async function seedHealth(h: Harness): Promise<HealthSeed> {
  const pool = h.db.pool;
  // The first-run self-check canary would add live checks of its own; the journey wants only its seeds.
  await pool.query(`update canaries set deleted_at = now() where deleted_at is null`);
  const spec = {
    schedule: '@never',
    http: [
      {
        name: 'api-health',
        namespace: 'alpha',
        url: `${h.baseUrl}/healthz`,
        responseCodes: [200],
        labels: { env: 'prod', team: 'core' },
      },
      { name: 'db-check', namespace: 'beta', url: 'http://127.0.0.1:1/nowhere', labels: { env: 'staging' } },
    ],
    dns: [{ name: 'dns-check', namespace: 'alpha', query: 'localhost', labels: { env: 'staging', team: 'core' } }],
  };
  const { rows } = await pool.query(
    `insert into canaries (name, namespace, spec) values ('payments', 'default', $1) returning id`,
    [JSON.stringify(spec)],
  );
  const canaryId = rows[0].id as string;
  const { rows: checkRows } = await pool.query(`select id, name from checks where canary_id = $1`, [canaryId]);
  const checks = Object.fromEntries(checkRows.map((r) => [r.name, r.id])) as HealthSeed['checks'];
  await pool.query(
    `update checks set status = case when name = 'db-check' then 'unhealthy' else 'healthy' end,
            last_runtime = now() - interval '2 minutes', next_runtime = now() + interval '10 minutes',
            severity = 'high'
      where canary_id = $1`,
    [canaryId],
  );
  // Three runs each within the last hour; db-check failed twice (one slow run).
  const statuses: [string, number, boolean, number, string][] = [
    ['api-health', 5, true, 120, 'HTTP 200'],
    ['api-health', 15, true, 90, 'HTTP 200'],
    ['api-health', 25, true, 110, 'HTTP 200'],
    ['db-check', 5, false, 1500, 'connection refused'],
    ['db-check', 15, false, 30, 'connection refused'],
    ['db-check', 25, true, 40, 'HTTP 200'],
    ['dns-check', 5, true, 3, '1 record'],
    ['dns-check', 15, true, 4, '1 record'],
    ['dns-check', 25, true, 2, '1 record'],
  ];
  for (const [name, minutesAgo, ok, duration, message] of statuses) {
    await pool.query(
      `insert into check_statuses (check_id, time, status, duration, message)
       values ($1, now() - make_interval(mins => $2), $3, $4, $5)`,
      [checks[name as keyof HealthSeed['checks']], minutesAgo, ok, duration, message],
    );
  }
  // A component linked to db-check, for the Relationships tab.
  const { rows: comp } = await pool.query(`insert into components (name) values ('payments-db') returning id`);
  await pool.query(
    `insert into check_component_relationships (component_id, check_id, canary_id) values ($1, $2, $3)`,
    [comp[0].id, checks['db-check'], canaryId],
  );
  return { canaryId, checks, componentId: comp[0].id as string };
}
