/**
 * A private dnsmasq (Debian's dnsmasq-base, which .ci/run installs) serving a fixed zone for the dns check's tests:
 * its own config file, a free port of 127.0.0.1, run in the foreground as a child so the test owns it. It knows only
 * its own records (no upstream, no /etc/hosts) and answers NXDOMAIN for other names under lab.test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Resolver } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild, waitUntilReady } from './child-server.js';

const dnsmasqPath = '/usr/sbin/dnsmasq';

/** The zone: two A records and one AAAA for app (with their PTRs), a CNAME, MX, TXT and SRV. */
const zone = [
  'local=/lab.test/',
  'host-record=app.lab.test,10.0.0.1,::1',
  'host-record=app.lab.test,10.0.0.2',
  'cname=www.lab.test,app.lab.test',
  'mx-host=lab.test,mail.lab.test,10',
  'txt-record=lab.test,"v=spf1 -all"',
  'srv-host=_http._tcp.lab.test,app.lab.test,8080,1,5',
];

export interface DnsServer {
  port: number;
  close(): Promise<void>;
}

async function answers(port: number): Promise<boolean> {
  const resolver = new Resolver({ timeout: 500, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  try {
    return (await resolver.resolve4('app.lab.test')).length > 0;
  } catch {
    return false;
  }
}

export async function startDnsmasq(): Promise<DnsServer> {
  if (!existsSync(dnsmasqPath)) {
    throw new Error(`${dnsmasqPath} not found: install Debian's dnsmasq-base (.ci/run installs it)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'opsdeck-dnsmasq-'));
  let child: ChildProcess | undefined;
  try {
    const conf = path.join(dir, 'dnsmasq.conf');
    await writeFile(conf, `${zone.join('\n')}\n`);
    const port = await freePort();
    const started = spawn(
      dnsmasqPath,
      [
        '--keep-in-foreground',
        '--log-facility=-',
        `--conf-file=${conf}`,
        `--port=${port}`,
        '--listen-address=127.0.0.1',
        '--bind-interfaces',
        '--no-resolv',
        '--no-hosts',
        '--pid-file=',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child = started;
    let stderr = '';
    started.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
    await waitUntilReady(
      'dnsmasq',
      started,
      () => answers(port),
      () => stderr,
    );
    return {
      port,
      async close() {
        await stopChild(started);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (child) await stopChild(child);
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}
