import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { checkKinds } from './check-registry.js';
import { createOutboundPolicy } from './outbound-policy.js';
import { runCheck } from './run-check.js';

// A kind that never answers on its own and reports how its signal ended.
const aborts: unknown[] = [];
checkKinds.register({
  type: 'test-hang',
  schema: z.object({ timeout: z.number().optional() }),
  run: (_spec, ctx) =>
    new Promise(() => ctx.signal.addEventListener('abort', () => aborts.push(ctx.signal.reason), { once: true })),
});

const context = (signal?: AbortSignal) => ({
  signal,
  policy: createOutboundPolicy(),
  namespace: 'default',
  resolveConnection: () => Promise.reject(new Error('no connections in this test')),
});

describe('runCheck timeouts', () => {
  it("ends a check that never answers at its spec's timeout, as a failed result", async () => {
    aborts.length = 0;
    const r = await runCheck('test-hang', { timeout: 30 }, context(), 5_000);
    expect(r).toMatchObject({ status: false, error: 'timed out after 30 ms' });
    expect(aborts).toHaveLength(1);
    expect((aborts[0] as Error).name).toBe('TimeoutError');
  });

  it("ends a check when its run's signal aborts (shutdown), with the run's reason passed on", async () => {
    aborts.length = 0;
    const run = new AbortController();
    const pending = runCheck('test-hang', {}, context(run.signal), 5_000);
    const reason = new Error('shutdown');
    run.abort(reason);
    expect(await pending).toMatchObject({ status: false, error: 'timed out after 5000 ms' });
    expect(aborts).toEqual([reason]);
  });
});
