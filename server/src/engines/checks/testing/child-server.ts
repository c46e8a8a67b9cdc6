/** Helpers for tests that run a real server binary as a child process on free ports of 127.0.0.1. */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nobody listens on right now (the kernel's pick for port 0). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Polls `ready` until it holds; fails with the child's stderr if it exits first or takes longer than `ms`.
 * `name` names the server in the error.
 */
export async function waitUntilReady(
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
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
