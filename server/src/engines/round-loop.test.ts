import { describe, expect, it } from 'vitest';
import { createRoundLoop } from './round-loop.js';

describe('createRoundLoop', () => {
  it('repeats at once while a round reports more, waits for a wake-up otherwise, and ends on stop', async () => {
    const rounds = createRoundLoop(60_000);
    const seen: number[] = [];
    let n = 0;
    const done = rounds.run(
      async () => {
        rounds.clearWake();
        seen.push(++n);
        return n < 3;
      },
      () => undefined,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([1, 2, 3]);
    rounds.wake();
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([1, 2, 3, 4]);
    rounds.stop();
    await done;
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('reports a failed round and backs off before the next', async () => {
    const rounds = createRoundLoop(60_000);
    const errors: unknown[] = [];
    let calls = 0;
    const done = rounds.run(
      () => {
        calls += 1;
        return Promise.reject(new Error('database gone'));
      },
      (err) => errors.push(err),
    );
    await new Promise((r) => setTimeout(r, 50));
    // The first back-off is 1 s: one round so far.
    expect(calls).toBe(1);
    expect(errors).toEqual([new Error('database gone')]);
    rounds.stop();
    await done;
  });
});
