/**
 * The repeat-and-wait part of an engine loop, shared by the work loop and the checks engine's canary run loop:
 * rounds (a claim, say) run back to back while they report more work, otherwise after the poll interval or a wake-up
 * (a NOTIFY, a slot freed), and after a failure with back-off (1 s, 2 s, 4 s ... up to 30 s).
 */
export interface RoundLoop {
  /** Ends the current wait now; with no wait on, the next wait returns at once (unless a round clears it first). */
  wake(): void;
  /** Called as a round starts: the round covers every wake-up before it. */
  clearWake(): void;
  /** Repeats round until stop(); round resolves true when more work is waiting (run again at once). */
  run(round: () => Promise<boolean>, onError: (err: unknown) => void): Promise<void>;
  /** No round starts after the current one; a wait in progress ends now. */
  stop(): void;
}

export function createRoundLoop(pollIntervalMs: number): RoundLoop {
  let stopping = false;
  let pendingWake = false;
  let wakeNow: (() => void) | null = null;

  function waitForWake(ms: number): Promise<void> {
    if (pendingWake || stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeNow = null;
        resolve();
      }
      wakeNow = done;
    });
  }

  return {
    wake() {
      pendingWake = true;
      wakeNow?.();
    },
    clearWake() {
      pendingWake = false;
    },
    async run(round, onError) {
      let failures = 0;
      while (!stopping) {
        try {
          const more = await round();
          failures = 0;
          if (!more) await waitForWake(pollIntervalMs);
        } catch (err) {
          failures += 1;
          onError(err);
          await waitForWake(Math.min(30_000, 500 * 2 ** failures));
        }
      }
    },
    stop() {
      stopping = true;
      wakeNow?.();
    },
  };
}
