import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { registerCheckKinds } from '../kinds/index.js';
import { createOutboundPolicy, type OutboundPolicy } from '../outbound-policy.js';
import { runCheck, type CheckResult } from '../run-check.js';

registerCheckKinds();

/** Runs one check the way the engine does (validation, timeout, test/display), with the default outbound policy. */
export function runTestCheck(
  type: string,
  spec: unknown,
  opts: { policy?: OutboundPolicy; timeoutMs?: number } = {},
): Promise<CheckResult> {
  return runCheck(
    type,
    spec,
    {
      policy: opts.policy ?? createOutboundPolicy(),
      namespace: 'default',
      resolveConnection: () => Promise.reject(new Error('no connections in this test')),
    },
    opts.timeoutMs ?? 5_000,
  );
}

/**
 * A local HTTP(S) server for a test; `url` is its base URL on 127.0.0.1. `close()` also drops kept-alive
 * connections, which would otherwise hold it open until they idle out.
 */
export async function startHttpServer(
  handler: http.RequestListener,
  opts: { tls?: https.ServerOptions } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server = opts.tls ? https.createServer(opts.tls, handler) : http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
