/**
 * As root, PostgreSQL runs as the unprivileged `postgres` user, which must be able to walk into the folders
 * that hold its binaries (node_modules) and its data directory. A checkout under a private folder (/root is
 * 0700) would stop it, so we add the search (x) bit for others on each ancestor that lacks it — never read or
 * write — and say so in the log.
 */
import { stat, chmod } from 'node:fs/promises';
import path from 'node:path';

export async function grantTraverse(target: string, log: { warn(msg: string): void }): Promise<void> {
  let dir = path.dirname(path.resolve(target));
  const chain: string[] = [];
  while (dir !== path.dirname(dir)) {
    chain.push(dir);
    dir = path.dirname(dir);
  }
  for (const d of chain.reverse()) {
    const s = await stat(d).catch(() => undefined);
    if (!s || (s.mode & 0o001) !== 0) continue;
    await chmod(d, (s.mode & 0o7777) | 0o001);
    log.warn(`granted traverse permission (o+x) on ${d} so the postgres user can reach ${target}`);
  }
}
