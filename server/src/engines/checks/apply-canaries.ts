import type pg from 'pg';
import { withTransaction } from '../../db/transaction.js';
import type { CanaryDefinition } from './canary-definition.js';

export interface AppliedCanary {
  id: string;
  name: string;
  namespace: string;
  created: boolean;
}

/**
 * Upserts canaries by (agent, namespace, name) with their source (ConfigFile for `opsdeck apply`). All or nothing:
 * one transaction, so a file with one bad canary changes nothing (validation already happened). The checks follow
 * from the spec through the sync_canary_checks trigger (migration 060), like every other writer's.
 */
export async function applyCanaries(
  pool: pg.Pool,
  defs: CanaryDefinition[],
  source = 'ConfigFile',
): Promise<AppliedCanary[]> {
  return withTransaction(pool, async (client) => {
    const applied: AppliedCanary[] = [];
    for (const d of defs) {
      const { rows } = await client.query<{ id: string; created: boolean }>(
        `insert into canaries (name, namespace, labels, spec, schedule, source)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (agent_id, namespace, name) where deleted_at is null do update
            set labels = excluded.labels, spec = excluded.spec, schedule = excluded.schedule, source = excluded.source
         returning id, (xmax = 0) as created`,
        [d.metadata.name, d.metadata.namespace, d.metadata.labels, d.spec, d.spec.schedule ?? null, source],
      );
      applied.push({
        id: rows[0]!.id,
        name: d.metadata.name,
        namespace: d.metadata.namespace,
        created: rows[0]!.created,
      });
    }
    return applied;
  });
}
