/** Helpers for tests that run a real server binary as a child process on free ports of 127.0.0.1. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ChildServerSetup<T> {
  /** Names the server in errors and its temp directory. */
  name: string;
  /** Debian's package that holds it, named when a binary is missing (.ci/run installs it). */
  debianPackage: string;
  /** Binaries that must exist; the first is the server that runs. */
  binaries: [string, ...string[]];
  /** Writes what the server needs into its own temp directory `dir`; gives its arguments and when it is ready. */
  prepare(dir: string): Promise<{ args: string[]; ready: () => Promise<boolean>; info: T }>;
  /** How long it may take to be ready (default 10 s). */
  readyMs?: number;
}

/**
 * A real server for one test: its own temp directory, run in the foreground as a child so the test owns it, and
 * ready before this returns. `close()` stops it and removes the directory; so does a failed start.
 */
export async function startChildServer<T>(setup: ChildServerSetup<T>): Promise<T & { close(): Promise<void> }> {
  const missing = setup.binaries.find((b) => !existsSync(b));
  if (missing) throw new Error(`${missing} not found: install Debian's ${setup.debianPackage} (.ci/run installs it)`);
  const dir = await mkdtemp(path.join(os.tmpdir(), `opsdeck-${setup.name}-`));
  let child: ChildProcess | undefined;
  const close = async () => {
    if (child) await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const { args, ready, info } = await setup.prepare(dir);
    const started = spawn(setup.binaries[0], args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    let stderr = '';
    started.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    await waitUntilReady(setup.name, started, ready, () => stderr, setup.readyMs);
    return { ...info, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** A port nobody listens on right now (the kernel's pick for port 0). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `ready` until it holds; fails with the child's stderr if it exits first or takes longer than `ms`. */
async function waitUntilReady(
  name: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  stderr: () => string,
  ms = 10_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready: ${stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`${name} was not ready within ${ms / 1000} s: ${stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGTERM (a clean shutdown), SIGKILL after 5 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
