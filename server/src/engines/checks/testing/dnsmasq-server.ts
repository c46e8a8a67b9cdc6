/**
 * A private dnsmasq (Debian's dnsmasq-base, which .ci/run installs) serving a fixed zone for the dns check's tests:
 * its own config file, a free port of 127.0.0.1, run in the foreground as a child so the test owns it. It knows only
 * its own records (no upstream, no /etc/hosts) and answers NXDOMAIN for other names under lab.test.
 */
import { Resolver } from 'node:dns/promises';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort, startChildServer } from './child-server.js';

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
  return startChildServer({
    name: 'dnsmasq',
    debianPackage: 'dnsmasq-base',
    binaries: [dnsmasqPath],
    async prepare(dir) {
      const conf = path.join(dir, 'dnsmasq.conf');
      await writeFile(conf, `${zone.join('\n')}\n`);
      const port = await freePort();
      const args = [
        '--keep-in-foreground',
        '--log-facility=-',
        `--conf-file=${conf}`,
        `--port=${port}`,
        '--listen-address=127.0.0.1',
        '--bind-interfaces',
        '--no-resolv',
        '--no-hosts',
        '--pid-file=',
      ];
      return { args, ready: () => answers(port), info: { port } };
    },
  });
}
