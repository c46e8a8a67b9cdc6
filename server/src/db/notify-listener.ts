import pg from 'pg';
import type { BaseLogger } from 'pino';

type Logger = Pick<BaseLogger, 'warn'>;

/**
 * One dedicated connection (outside the pool, so it never starves queries) LISTENing on the channels its users ask
 * for (engines' wake-ups, the auth cache's evictions). If the connection drops it reconnects with back-off and
 * re-listens; `onReconnect` callbacks run then, for users that must assume they missed something. Wake-ups lost
 * meanwhile are covered by each engine loop's poll interval, which is why a missed NOTIFY is only ever a delay.
 */
export interface NotifyListener {
  /** Calls onNotify for every NOTIFY on channel until the returned function is called. */
  listen(channel: string, onNotify: (payload: string | undefined) => void): Promise<() => void>;
  /** Calls fn after every reconnection (notifications sent while the connection was down were missed). */
  onReconnect(fn: () => void): void;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function createNotifyListener({ pool, logger }: { pool: pg.Pool; logger: Logger }): NotifyListener {
  const handlers = new Map<string, Set<(payload: string | undefined) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 250;
  let everConnected = false;
  const reconnectHandlers = new Set<() => void>();

  async function connectClient(): Promise<pg.Client> {
    const c = new pg.Client(pool.options);
    c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((fn) => fn(msg.payload)));
    c.on('error', (err) => {
      logger.warn({ err }, 'notify listener connection lost');
      if (client === c) client = null;
      c.end().catch(() => undefined);
      scheduleReconnect();
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`listen "${channel}"`);
    retryMs = 250;
    client = c;
    if (everConnected) reconnectHandlers.forEach((fn) => fn());
    everConnected = true;
    return c;
  }

  function ensureClient(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connectClient().finally(() => (connecting = null));
    return connecting;
  }

  function scheduleReconnect(): void {
    if (closed || handlers.size === 0) return;
    const wait = retryMs;
    retryMs = Math.min(retryMs * 2, 10_000);
    setTimeout(() => {
      if (closed) return;
      ensureClient().catch((err: unknown) => {
        logger.warn({ err }, 'notify listener reconnect failed');
        scheduleReconnect();
      });
    }, wait).unref();
  }

  return {
    async listen(channel, onNotify) {
      if (!CHANNEL.test(channel)) throw new Error(`notify channel ${JSON.stringify(channel)} is not a plain name`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const c = await ensureClient();
        // A fresh connection already listened to every known channel, including this one; listening twice is harmless.
        await c.query(`listen "${channel}"`);
      }
      set.add(onNotify);
      return () => {
        set.delete(onNotify);
      };
    },
    onReconnect(fn) {
      reconnectHandlers.add(fn);
    },
    async close() {
      closed = true;
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
