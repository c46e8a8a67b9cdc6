/** Feature flags: stored `properties` rows (data API) plus read-only local flags from the server environment. */
import { db, unwrap } from '../../api/db';
import { apiJson } from '../../api/http';

export interface FlagRow {
  name: string;
  value: string;
  description?: string | null;
  source?: string | null;
  created_by?: { id: string; name: string } | string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface FlagValues {
  name: string;
  value: string;
  description: string;
}

export const flagKeys = { list: ['feature-flags'] as const };

export const isLocal = (row: FlagRow) => row.source === 'local';

/** Both lists by name, a local flag replacing a stored one of the same name (local wins). */
export function mergeFlags(stored: FlagRow[], local: FlagRow[]): FlagRow[] {
  const byName = new Map<string, FlagRow>();
  for (const row of stored) byName.set(row.name, row);
  for (const row of local) byName.set(row.name, { ...row, source: 'local' });
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export async function fetchFlags(): Promise<FlagRow[]> {
  const [stored, local] = await Promise.all([
    db.from('properties').select('*,created_by(id,name)').order('name', { ascending: true }),
    apiJson<FlagRow[]>('/api/properties/local'),
  ]);
  return mergeFlags((unwrap(stored) ?? []) as FlagRow[], local ?? []);
}

const payload = (v: FlagValues) => ({
  name: v.name.trim(),
  value: v.value.trim(),
  description: v.description.trim() || null,
});

export async function addFlag(v: FlagValues, createdBy?: string): Promise<void> {
  unwrap(
    await db
      .from('properties')
      .insert({ ...payload(v), source: 'UI', ...(createdBy ? { created_by: createdBy } : {}) }),
  );
}

export async function updateFlag(name: string, v: FlagValues): Promise<void> {
  unwrap(await db.from('properties').update(payload(v)).eq('name', name));
}

export async function removeFlag(name: string): Promise<void> {
  unwrap(await db.from('properties').delete().eq('name', name));
}
