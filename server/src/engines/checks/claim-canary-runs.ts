import type { Db } from '../../db/transaction.js';

/** A claimed canary run with everything needed to run it: no further reads before the checks start. */
export interface ClaimedCanaryRun {
  id: string;
  canary_id: string;
  scheduled_at: Date;
  attempts: number;
  /** null when the canary is gone (deleted since the run was queued): the run records nothing and ends. */
  canary: {
    id: string;
    name: string;
    namespace: string;
    schedule: string | null;
    spec: Record<string, unknown>;
  } | null;
  checks: Array<{ id: string; type: string; spec: unknown }>;
}

/**
 * Claims up to `limit` runs due before now() + lookaheadMs, earliest first, with their canary and live checks in the
 * same statement (not transformed checks: they have no spec and are recorded when their parent runs). Claiming
 * slightly ahead is what lets a run start on its tick instead of a poll later: the engine waits until scheduled_at
 * to start it. The lease counts from the later of now and the due time, so a run claimed ahead comes back after a
 * crash no later than one claimed on time. SKIP LOCKED lets replicas claim side by side.
 */
export async function claimCanaryRuns(
  db: Db,
  a: { owner: string; limit: number; lookaheadMs: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedCanaryRun[]> {
  const { rows } = await db.query<ClaimedCanaryRun>(
    `with picked as (
       select id from canary_runs
        -- Free runs are taken ahead of their tick; a leased one only once its lease has expired.
        where (lease_expires_at is null
               or lease_expires_at <= now() + case when lease_owner is null then $1 else 0 end * interval '1 millisecond')
          and attempts < $2
        order by lease_expires_at
        limit $3
        for update skip locked
     ), claimed as (
       update canary_runs w
          set lease_owner = $4,
              lease_expires_at = greatest(now(), w.scheduled_at) + $5 * interval '1 millisecond',
              attempts = w.attempts + 1
         from picked
        where w.id = picked.id
       returning w.id, w.canary_id, w.scheduled_at, w.attempts
     )
     select c.id, c.canary_id, c.scheduled_at, c.attempts,
            case when ca.id is not null
                 then jsonb_build_object('id', ca.id, 'name', ca.name, 'namespace', ca.namespace,
                                         'schedule', ca.schedule, 'spec', ca.spec) end as canary,
            coalesce((select jsonb_agg(jsonb_build_object('id', k.id, 'type', k.type, 'spec', k.spec) order by k.id)
                        from checks k where k.canary_id = ca.id and k.deleted_at is null
                          and not k.transformed), '[]') as checks
       from claimed c
       left join canaries ca on ca.id = c.canary_id and ca.deleted_at is null
      order by c.scheduled_at`,
    [a.lookaheadMs, a.maxAttempts, a.limit, a.owner, a.leaseMs],
  );
  return rows;
}
