import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import { InputError } from '../../lib/errors.js';
import { getCheckGraph } from './get-check-graph.js';
import { getChecksSummaryJson } from './get-checks-summary.js';
import { parseRangeOrThrow, parseTimeOrThrow } from './time-range.js';

export interface HealthRoutesOptions {
  pool: pg.Pool;
  /** Injected by app.ts (features never import engines): runs one check now and stores its result. */
  runCheckNow(pool: pg.Pool, checkId: string): Promise<unknown>;
}

const read = { rbac: { object: 'canaries', action: 'read' } } as const;
const uuid = z.guid('must be a check id (uuid)');

const summaryQuery = z.object({
  start: z.string().optional(),
  end: z.string().optional(),
  sortBy: z.string().optional(),
  sortDesc: z.enum(['true', 'false']).optional(),
  /** JSON map of label → value the check's labels must contain. */
  labels: z.string().optional(),
  /** Include checks deleted after this time (ISO or now-2d). */
  deletedAfter: z.string().optional(),
  check_id: uuid.optional(),
});

const graphQuery = z.object({ check: uuid, start: z.string().optional(), end: z.string().optional() });

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const details = r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new InputError(`invalid request: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`, { details });
  }
  return r.data;
}

/** The canary service of the health pages: summary, graph and run-now (REFERENCE "Health checks"). */
export async function healthRoutes(app: FastifyInstance, opts: HealthRoutesOptions): Promise<void> {
  app.get('/api/canary/api/summary', { config: read }, async (request, reply) => {
    const q = parseOrThrow(summaryQuery, request.query);
    const { from, to } = parseRangeOrThrow(q.start, q.end);
    let labels: Record<string, string> | undefined;
    if (q.labels) {
      try {
        labels = z.record(z.string(), z.string()).parse(JSON.parse(q.labels));
      } catch {
        throw new InputError('labels must be a JSON object of label to value');
      }
    }
    const started = performance.now();
    const body = await getChecksSummaryJson({
      db: opts.pool,
      from,
      to,
      sortBy: q.sortBy,
      sortDesc: q.sortDesc === 'true',
      labels,
      deletedAfter: q.deletedAfter ? parseTimeOrThrow(q.deletedAfter) : undefined,
      checkIds: q.check_id ? [q.check_id] : undefined,
    });
    // `duration` is the query time in ms (the reference's field); the array is passed through as built by SQL.
    const duration = Math.round(performance.now() - started);
    return reply.type('application/json').send(`{"duration":${duration},"checks_summary":${body}}`);
  });

  app.get('/api/canary/api/graph', { config: read }, async (request) => {
    const q = parseOrThrow(graphQuery, request.query);
    const { from, to } = parseRangeOrThrow(q.start, q.end);
    return getCheckGraph(opts.pool, q.check, from, to);
  });

  app.post(
    '/api/canary/run/check/:id',
    {
      config: {
        // spec: Run Now is for admin, editor, responder and commander — the `run` action of common's matrix.
        rbac: { object: 'canaries', action: 'run' },
      },
    },
    async (request) => {
      const { id } = parseOrThrow(z.object({ id: uuid }), request.params);
      return opts.runCheckNow(opts.pool, id);
    },
  );
}
