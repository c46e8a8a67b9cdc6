import http from 'node:http';
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

/** A local HTTP server for a test; `url` is its base URL on 127.0.0.1. */
export async function startHttpServer(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
