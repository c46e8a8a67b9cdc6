import { execFile } from 'node:child_process';
import { z } from 'zod';
import { commonCheckFields, type CheckKind } from '../check-kind.js';
import { readSecretValue, secretValue } from '../secret-value.js';

const schema = z.object({
  ...commonCheckFields,
  script: z.string({ error: 'script is required' }).min(1, 'script is required'),
  env: z.array(z.object({ name: z.string().min(1), value: secretValue.optional() })).optional(),
  /** Exit code that counts as a pass. */
  exitCode: z.number().int().default(0),
});

/** exec: a bash script; passes on the expected exit code. stdout/stderr/exitCode are there for `test`/`display`. */
export const execCheck: CheckKind<z.infer<typeof schema>> = {
  type: 'exec',
  schema,
  async run(spec, ctx) {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/' };
    for (const e of spec.env ?? []) env[e.name] = readSecretValue(e.value) ?? '';
    const { stdout, stderr, exitCode } = await new Promise<{ stdout: string; stderr: string; exitCode: number }>(
      (resolve, reject) => {
        // Only the listed env reaches the script: the server's own environment (database URL, keys) stays out.
        execFile(
          'bash',
          ['-c', spec.script],
          { env, signal: ctx.signal, maxBuffer: 4 * 1024 * 1024 },
          (err, out, errOut) => {
            if (err && typeof err.code !== 'number') return reject(err);
            resolve({ stdout: out, stderr: errOut, exitCode: err ? Number(err.code) : 0 });
          },
        );
      },
    );
    const pass = exitCode === spec.exitCode;
    const message = pass
      ? stdout.trim().slice(0, 1_000)
      : `exit code ${exitCode}: ${(stderr || stdout).trim().slice(0, 1_000)}`;
    return { pass, message, error: pass ? undefined : message, data: { stdout, stderr, exitCode } };
  },
};
