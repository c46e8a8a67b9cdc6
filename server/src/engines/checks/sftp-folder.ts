import SftpClient from 'ssh2-sftp-client';
import type { CheckContext } from './check-kind.js';
import type { FolderEntry } from './kinds/folder.js';
import { readSecretValue, type SecretValue } from './secret-value.js';

interface SftpConnection {
  host: string;
  port: number;
  username?: SecretValue;
  user?: SecretValue;
  password?: SecretValue;
}

/** Lists the regular files of a folder over SFTP (the host goes through the outbound policy first). */
export async function listSftpFolder(dir: string, conn: SftpConnection, ctx: CheckContext): Promise<FolderEntry[]> {
  const [address] = await ctx.policy.assertHostAllowed(conn.host);
  const sftp = new SftpClient();
  const onAbort = () => void sftp.end().catch(() => undefined);
  ctx.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await sftp.connect({
      host: address,
      port: conn.port,
      username: readSecretValue(conn.username ?? conn.user),
      password: readSecretValue(conn.password),
      readyTimeout: ctx.timeoutMs,
      retries: 0,
    });
    const list = await sftp.list(dir.replace(/^sftp:\/\/[^/]+/, ''));
    return list
      .filter((e) => e.type === '-')
      .map((e) => ({ name: e.name, size: e.size, modified: new Date(e.modifyTime) }));
  } finally {
    ctx.signal.removeEventListener('abort', onAbort);
    await sftp.end().catch(() => undefined);
  }
}
