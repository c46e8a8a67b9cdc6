/**
 * Journeys run against the real server and a real database: a cloned test database, `node server/dist/main.js
 * serve` on a free port, and Debian's Chromium through playwright-core. Build first (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestDatabase, prepareTemplateDatabase, type TestDatabase } from '../../server/src/testing/test-db.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
export const SCREENSHOT_DIR = `${repo}test-results/screenshots`;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess, logs: string[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs.join('')}`);
    try {
      const r = await fetch(`${baseUrl}/readyz`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${logs.join('')}`);
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** The admin the harness seeds through OPSDECK_ADMIN_EMAIL / OPSDECK_ADMIN_PASSWORD. */
export const ADMIN = { email: 'admin@opsdeck.test', password: 'test-admin-password' };

export interface Harness {
  baseUrl: string;
  db: TestDatabase;
  browser: Browser;
  /** A page in a fresh browser context, signed in as the seeded admin unless `signedIn` is false. */
  newPage(options?: { width?: number; height?: number; signedIn?: boolean }): Promise<OpenedPage>;
  screenshot(page: Page, name: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `engines: false` (the default) keeps background work (scheduled canary runs, retention) from adding rows
 * that journeys count; pass true for journeys that need it.
 */
export async function startHarness(options: { engines?: boolean } = {}): Promise<Harness> {
  for (const f of ['server/dist/main.js', 'web/dist/index.html']) {
    if (!existsSync(`${repo}${f}`)) throw new Error(`${f} is missing: run \`npm run build\` first`);
  }
  if (!existsSync('/usr/bin/chromium')) throw new Error('/usr/bin/chromium is missing: apt-get install -y chromium');
  await prepareTemplateDatabase();
  const db = await createTestDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['server/dist/main.js', 'serve'], {
    cwd: repo,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OPSDECK_ADMIN_EMAIL: ADMIN.email,
      OPSDECK_ADMIN_PASSWORD: ADMIN.password,
      OPSDECK_ENGINES: options.engines ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => logs.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => logs.push(d.toString()));
  const contexts: BrowserContext[] = [];
  let browser: Browser | undefined;
  const close = async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await db.drop().catch(() => undefined);
  };
  try {
    await waitForReady(baseUrl, child, logs);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  } catch (e) {
    await close();
    throw e;
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    baseUrl,
    db,
    browser,
    async newPage({ width = 1440, height = 900, signedIn = true } = {}) {
      const context = await browser!.newContext({ baseURL: baseUrl, viewport: { width, height } });
      contexts.push(context);
      if (signedIn) {
        // The session cookie set here is shared by every page of the context.
        const res = await context.request.post('/api/auth/sign-in/email', {
          data: ADMIN,
          headers: { origin: baseUrl },
        });
        if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
      }
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        const source = m.location().url;
        errors.push(`${page.url()}: ${m.text()} (${source})`);
      });
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      return { page, errors };
    },
    async screenshot(page, name) {
      const file = `${SCREENSHOT_DIR}/${name}.png`;
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
    close,
  };
}
