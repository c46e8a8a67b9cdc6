import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSftpServer, type SftpServer } from '../testing/sftp-server.js';
import { runTestCheck } from '../testing/check-context.js';

let dir: string;
let sftp: SftpServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'opsdeck-folder-'));
  await writeFile(path.join(dir, 'backup-1.tar'), 'x'.repeat(100));
  await writeFile(path.join(dir, 'backup-2.tar'), 'x'.repeat(300));
  await writeFile(path.join(dir, 'notes.txt'), 'n');
  const old = new Date(Date.now() - 3 * 3_600_000);
  await utimes(path.join(dir, 'backup-1.tar'), old, old);
  sftp = await startSftpServer({ root: dir, username: 'backup', password: 'pw' });
});
afterAll(async () => {
  await sftp.close();
  await rm(dir, { recursive: true, force: true });
});

describe('exec check (bash)', () => {
  it('passes on exit code 0 with stdout as message, env passed in', async () => {
    const r = await runTestCheck('exec', {
      name: 'e',
      script: 'echo "hello $WHO"',
      env: [{ name: 'WHO', value: 'ops' }],
    });
    expect(r).toMatchObject({ status: true, message: 'hello ops', details: { exitCode: 0 } });
  });
  it('fails on another exit code, and CEL sees stdout', async () => {
    const r = await runTestCheck('exec', { name: 'e', script: 'echo broken >&2; exit 3' });
    expect(r).toMatchObject({ status: false, message: 'exit code 3: broken' });
    const t = await runTestCheck('exec', { name: 'e', script: 'echo 42', test: { expr: "stdout.trim() == '41'" } });
    expect(t.status).toBe(false);
  });
  it('does not leak the server environment into scripts', async () => {
    process.env.OPSDECK_TEST_SECRET = 'leak';
    const r = await runTestCheck('exec', { name: 'e', script: 'echo "[$OPSDECK_TEST_SECRET]"' });
    expect(r.message).toBe('[]');
  });
});

describe('folder check on a temp folder', () => {
  it('passes within count, age and size limits, and fails outside them', async () => {
    const base = { name: 'f', path: dir, filter: { regex: '\\.tar$' } };
    expect(
      await runTestCheck('folder', { ...base, minCount: 2, maxCount: 2, maxAge: '1h', minSize: 50 }),
    ).toMatchObject({ status: true, message: '2 files' });
    expect((await runTestCheck('folder', { ...base, minCount: 3 })).message).toBe('2 files, expected at least 3');
    expect((await runTestCheck('folder', { ...base, maxSize: 200 })).message).toBe(
      'backup-2.tar is 300 bytes, over 200',
    );
    expect((await runTestCheck('folder', { ...base, minAge: '1h' })).status).toBe(false);
    expect((await runTestCheck('folder', { ...base, filter: { minAge: '2h' }, maxCount: 1 })).status).toBe(true);
    expect((await runTestCheck('folder', { name: 'f', path: path.join(dir, 'missing') })).error).toMatch(/ENOENT/);
  });
});

describe('folder check over SFTP (in-process ssh2 server)', () => {
  it('lists the remote folder and applies the limits; wrong credentials fail', async () => {
    const conn = { host: '127.0.0.1', port: sftp.port, username: 'backup', password: 'pw' };
    const ok = await runTestCheck('folder', {
      name: 's',
      path: '/',
      sftpConnection: conn,
      filter: { regex: 'tar$' },
      minCount: 2,
    });
    expect(ok).toMatchObject({ status: true, message: '2 files' });
    expect((await runTestCheck('folder', { name: 's', path: '/', sftpConnection: conn, maxCount: 1 })).status).toBe(
      false,
    );
    const denied = await runTestCheck('folder', { name: 's', path: '/', sftpConnection: { ...conn, password: 'no' } });
    expect(denied.status).toBe(false);
    expect(denied.error).toMatch(/authentication/i);
  });
});
