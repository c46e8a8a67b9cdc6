import net from 'node:net';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { splitHostPort } from '../host-port.js';

const schema = z.object({
  ...commonCheckFields,
  endpoint: z.string({ error: 'endpoint is required' }).regex(/:\d+$/, 'endpoint must be host:port'),
  thresholdMillis: z.number().int().nonnegative().optional(),
});

/** tcp: the port accepts a connection (within thresholdMillis when set). */
export const tcpCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'tcp',
  schema,
  async run(spec, ctx) {
    const { host, port } = splitHostPort(spec.endpoint);
    const [address] = await ctx.policy.assertHostAllowed(host);
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: address!, port, signal: ctx.signal });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });
    const elapsed = Math.round(performance.now() - started);
    const slow = spec.thresholdMillis !== undefined && elapsed > spec.thresholdMillis;
    const message = slow
      ? `connected in ${elapsed} ms, over the threshold of ${spec.thresholdMillis} ms`
      : `connected in ${elapsed} ms`;
    return { pass: !slow, message, error: slow ? message : undefined, data: { elapsed, address } };
  },
};
