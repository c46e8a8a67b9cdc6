import { execFile } from 'node:child_process';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';

const schema = z.object({
  ...commonCheckFields,
  endpoint: z.string({ error: 'endpoint is required' }).min(1, 'endpoint is required'),
  packetCount: z.number().int().min(1).max(20).default(1),
  thresholdMillis: z.number().int().nonnegative().optional(),
  /** Percent of packets that may be lost. */
  packetLossThreshold: z.number().min(0).max(100).default(0),
});

/**
 * icmp: echo requests through the system `ping` binary. Node has no raw sockets, and ping is setuid/capability-enabled
 * where raw sockets are not ours to open; when it is missing the result says so instead of guessing.
 */
export const icmpCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'icmp',
  schema,
  async run(spec, ctx) {
    const [address] = await ctx.policy.assertHostAllowed(spec.endpoint);
    const waitSeconds = String(Math.max(1, Math.ceil(ctx.timeoutMs / 1000)));
    const args = ['-n', '-c', String(spec.packetCount), '-i', '0.2', '-W', waitSeconds, address!];
    const output = await new Promise<string>((resolve, reject) => {
      execFile('ping', args, { signal: ctx.signal }, (err, stdout, stderr) => {
        if (err && (err as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new Error('icmp checks need the ping binary (Debian package iputils-ping), which is not installed'));
        } else resolve(`${stdout}${stderr}`); // exit 1 = no reply: judged from the output below
      });
    });
    const loss = Number(/([\d.]+)% packet loss/.exec(output)?.[1] ?? 100);
    const rtt = /= [\d.]+\/([\d.]+)\/([\d.]+)/.exec(output);
    const avg = rtt ? Number(rtt[1]) : null;
    const problems: string[] = [];
    if (loss > spec.packetLossThreshold) problems.push(`${loss}% packet loss`);
    if (avg !== null && spec.thresholdMillis !== undefined && avg > spec.thresholdMillis) {
      problems.push(`average round trip ${avg} ms over ${spec.thresholdMillis} ms`);
    }
    const pass = problems.length === 0;
    const message = pass ? `${address}: ${loss}% loss, avg ${avg} ms` : problems.join('; ');
    return { pass, message, error: pass ? undefined : message, data: { packetLoss: loss, latency: avg, address } };
  },
};
