import type { Db } from '../../db/transaction.js';

export interface ResolvedConnection {
  id: string;
  name: string;
  type: string;
  url: string | null;
  username: string | null;
  password: string | null;
  properties: Record<string, unknown>;
  insecureTls: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A connection by reference, with its secrets put back (connection_unmasked, migration 004) at run time only: they
 * live in this object for the duration of the check and are never written into results or logs.
 */
export async function resolveConnectionOrThrow(db: Db, ref: string, namespace: string): Promise<ResolvedConnection> {
  const path = ref.replace(/^connection:\/\//, '');
  const [ns, name] = path.includes('/') ? path.split('/', 2) : [namespace, path];
  const { rows } = UUID.test(path)
    ? await db.query('select (connection_unmasked(id)).* from connections where id = $1 and deleted_at is null', [path])
    : await db.query(
        `select (connection_unmasked(id)).* from connections
          where deleted_at is null and name = $2 and namespace in ($1, 'default')
          order by (namespace = $1) desc limit 1`,
        [ns, name],
      );
  const row = rows[0];
  if (!row) throw new Error(`connection ${JSON.stringify(ref)} not found`);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: resolveSecretValue(row.url),
    username: resolveSecretValue(row.username),
    password: resolveSecretValue(row.password),
    properties: row.properties ?? {},
    insecureTls: row.insecure_tls,
  };
}

/**
 * Values that are references (env://NAME) are read now; Kubernetes secret references need an agent in-cluster.
 * Only variables named OPSDECK_SECRET_* may be referenced: anyone who may write a canary could otherwise send the
 * server's own environment (DATABASE_URL, keys) to a host of their choosing.
 */
export function resolveSecretValue(value: string | null): string | null {
  if (value == null) return null;
  const env = /^env:\/\/(\w+)$/.exec(value);
  if (env) {
    if (!env[1]!.startsWith('OPSDECK_SECRET_'))
      throw new Error(`env://${env[1]}: only OPSDECK_SECRET_* variables may be referenced`);
    return process.env[env[1]!] ?? null;
  }
  if (/^(secret|configmap|helm|serviceaccount):\/\//i.test(value)) {
    throw new Error(`secret reference ${value.split('://')[0]}:// cannot be resolved outside Kubernetes`);
  }
  return value;
}
