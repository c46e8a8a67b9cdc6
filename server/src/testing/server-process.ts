/** Runs `opsdeck` as a real child process (TypeScript through tsx) for process-level tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** The administrator every test server seeds (OPSDECK_ADMIN_EMAIL / OPSDECK_ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@opsdeck.test', password: 'test-admin-password' };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Signs in as TEST_ADMIN; the headers (session cookie, same origin) to send with each request. */
  signIn(): Promise<Record<string, string>>;
  /** Sends a signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

export async function startServerProcess(env: Record<string, string>, args = ['serve']): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      OPSDECK_ADMIN_EMAIL: TEST_ADMIN.email,
      OPSDECK_ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    url,
    output: () => out,
    async signIn() {
      const res = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { cookie, origin: url };
    },
    async stop(signal = 'SIGTERM') {
      const t = Date.now();
      child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - t };
    },
  };
}

/** Runs the CLI to completion and returns its exit code and output. */
export function runCli(
  args: string[],
  env: Record<string, string> = {},
  input?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
      env: { ...process.env, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    if (input !== undefined) child.stdin?.end(input);
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
