import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { accepts, freePort, startChildServer } from './child-server.js';

const run = promisify(execFile);

const slapdPath = '/usr/sbin/slapd';
const slapaddPath = '/usr/sbin/slapadd';

/** The directory every test slapd serves: three people under ou=people. */
export const slapdDirectory = {
  suffix: 'dc=opsdeck,dc=test',
  people: 'ou=people,dc=opsdeck,dc=test',
  adminDN: 'cn=admin,dc=opsdeck,dc=test',
  adminPassword: 'admin-secret',
  uids: ['ada', 'grace', 'linus'],
} as const;

export interface SlapdServer {
  /** ldap://127.0.0.1:port */
  url: string;
  /** ldaps://127.0.0.1:port, with a self-signed certificate for `ldap.opsdeck.test`, when started with `tls`. */
  tlsUrl?: string;
  close(): Promise<void>;
}

/**
 * A private OpenLDAP slapd (Debian's package, which CI installs) for one test: an mdb database loaded with
 * `slapdDirectory` by slapadd, listening on free ports of 127.0.0.1, run in the foreground (`-d 0`). The package's
 * own service (port 389) plays no part.
 */
export function startSlapd(opts: { tls?: boolean } = {}): Promise<SlapdServer> {
  return startChildServer({
    name: 'slapd',
    debianPackage: 'slapd',
    binaries: [slapdPath, slapaddPath],
    async prepare(dir) {
      await mkdir(path.join(dir, 'data'));
      const conf = path.join(dir, 'slapd.conf');
      await writeFile(conf, slapdConf(dir, opts.tls ?? false));
      if (opts.tls) await selfSignedCertificate(dir);
      await writeFile(path.join(dir, 'directory.ldif'), directoryLdif());
      await run(slapaddPath, ['-f', conf, '-l', path.join(dir, 'directory.ldif')]);
      const ports = [await freePort(), ...(opts.tls ? [await freePort()] : [])];
      const url = `ldap://127.0.0.1:${ports[0]}`;
      const tlsUrl = opts.tls ? `ldaps://127.0.0.1:${ports[1]}` : undefined;
      const listeners = [url, tlsUrl].filter((u) => u !== undefined).map((u) => `${u}/`);
      return {
        args: ['-f', conf, '-h', listeners.join(' '), '-d', '0'],
        ready: async () => (await Promise.all(ports.map(accepts))).every(Boolean),
        info: { url, tlsUrl },
      };
    },
  });
}

function slapdConf(dir: string, tls: boolean): string {
  return [
    'include /etc/ldap/schema/core.schema',
    'include /etc/ldap/schema/cosine.schema',
    'include /etc/ldap/schema/inetorgperson.schema',
    `pidfile ${path.join(dir, 'slapd.pid')}`,
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    ...(tls
      ? [`TLSCertificateFile ${path.join(dir, 'cert.pem')}`, `TLSCertificateKeyFile ${path.join(dir, 'key.pem')}`]
      : []),
    'database mdb',
    'maxsize 16777216',
    `suffix "${slapdDirectory.suffix}"`,
    `rootdn "${slapdDirectory.adminDN}"`,
    // Plain text is fine for a throwaway test directory; slapd compares it as given.
    `rootpw ${slapdDirectory.adminPassword}`,
    `directory ${path.join(dir, 'data')}`,
    // slapd's default access already lets anyone read; said here so the anonymous tests do not depend on it.
    'access to * by * read',
    '',
  ].join('\n');
}

function directoryLdif(): string {
  const { suffix, people, uids } = slapdDirectory;
  const entries = [
    [`dn: ${suffix}`, 'objectClass: dcObject', 'objectClass: organization', 'dc: opsdeck', 'o: Opsdeck'],
    [`dn: ${people}`, 'objectClass: organizationalUnit', 'ou: people'],
    ...uids.map((uid) => [
      `dn: uid=${uid},${people}`,
      'objectClass: inetOrgPerson',
      `uid: ${uid}`,
      `cn: ${uid[0]!.toUpperCase()}${uid.slice(1)}`,
      `sn: ${uid}`,
      `mail: ${uid}@opsdeck.test`,
    ]),
  ];
  return entries.map((lines) => `${lines.join('\n')}\n`).join('\n');
}

async function selfSignedCertificate(dir: string): Promise<void> {
  const subject = ['-subj', '/CN=ldap.opsdeck.test', '-addext', 'subjectAltName=DNS:ldap.opsdeck.test'];
  const files = ['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')];
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, ...files]).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw new Error("openssl not found: install Debian's openssl (.ci/run installs it)");
      throw err;
    },
  );
}
