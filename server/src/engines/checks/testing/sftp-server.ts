import { readdirSync, statSync, type Stats } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2 from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

export interface SftpServer {
  port: number;
  close(): Promise<void>;
}

/**
 * An in-process SFTP server (ssh2) serving `root` read-only, speaking the subset the folder check uses:
 * REALPATH, OPENDIR/READDIR/CLOSE, STAT/LSTAT, with password authentication.
 */
export async function startSftpServer(opts: { root: string; username: string; password: string }): Promise<SftpServer> {
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === opts.username && ctx.password === opts.password) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const dirs = new Map<number, { entries: string[]; dir: string; done: boolean }>();
          let next = 0;
          const local = (p: string) => path.join(opts.root, path.posix.normalize(`/${p}`));
          const attrs = (s: Stats) => ({
            mode: s.mode,
            uid: s.uid,
            gid: s.gid,
            size: s.size,
            atime: s.atimeMs / 1000,
            mtime: s.mtimeMs / 1000,
          });
          sftp.on('REALPATH', (id, p) =>
            sftp.name(id, [{ filename: path.posix.normalize(`/${p}`), longname: '', attrs: {} as never }]),
          );
          for (const op of ['STAT', 'LSTAT'] as const) {
            sftp.on(op, (id: number, p: string) => {
              try {
                sftp.attrs(id, attrs(statSync(local(p))));
              } catch {
                sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
              }
            });
          }
          sftp.on('OPENDIR', (id, p) => {
            try {
              const handle = next++;
              dirs.set(handle, { entries: readdirSync(local(p)), dir: local(p), done: false });
              const buf = Buffer.alloc(4);
              buf.writeUInt32BE(handle);
              sftp.handle(id, buf);
            } catch {
              sftp.status(id, STATUS_CODE.NO_SUCH_FILE);
            }
          });
          sftp.on('READDIR', (id, handle) => {
            const d = dirs.get(handle.readUInt32BE(0));
            if (!d || d.done) return sftp.status(id, STATUS_CODE.EOF);
            d.done = true;
            sftp.name(
              id,
              d.entries.map((name) => {
                const s = statSync(path.join(d.dir, name));
                const kind = s.isDirectory() ? 'd' : '-';
                return {
                  filename: name,
                  longname: `${kind}rw-r--r-- 1 u g ${s.size} Jan 1 00:00 ${name}`,
                  attrs: attrs(s),
                };
              }),
            );
          });
          sftp.on('CLOSE', (id, handle) => {
            dirs.delete(handle.readUInt32BE(0));
            sftp.status(id, STATUS_CODE.OK);
          });
        });
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
