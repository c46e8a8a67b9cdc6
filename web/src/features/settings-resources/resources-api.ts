import { SETTINGS_LIST_LIMIT } from '@opsdeck/common';
import { db, unwrap } from '../../api/db';
import type { ResourceKind } from './resource-kinds';

/** A settings resource row (settings document §3); columns vary by table. */
export interface ResourceRow {
  id?: string;
  name: string;
  namespace?: string;
  labels?: Record<string, string> | null;
  spec?: unknown;
  icon?: string | null;
  source?: string | null;
  schedule?: string | null;
  created_by?: { id: string; name: string } | null;
  created_at?: string;
  updated_at?: string;
  deleted_at?: string | null;
  [column: string]: unknown;
}

export const resourceKeys = {
  all: (table: string) => ['settings-resource', table] as const,
  list: (table: string) => ['settings-resource', table, 'list'] as const,
  one: (table: string, id: string) => ['settings-resource', table, 'one', id] as const,
};

/** GET /{table}?select=*,created_by(...)&order=created_at.desc&deleted_at=is.null&limit=100 */
export async function fetchResources(kind: ResourceKind): Promise<ResourceRow[]> {
  let q = db.from(kind.table).select('*,created_by(id,name)');
  if (kind.softDelete) q = q.is('deleted_at', null);
  return unwrap(await q.order('created_at', { ascending: false }).limit(SETTINGS_LIST_LIMIT)) ?? [];
}

/** GET /{table}?id=eq.{id}; null when there is no such (live) row (a query may not return undefined). */
export async function fetchResource(kind: ResourceKind, id: string): Promise<ResourceRow | null> {
  let q = db.from(kind.table).select('*,created_by(id,name)').eq(kind.key, id);
  if (kind.softDelete) q = q.is('deleted_at', null);
  const rows = unwrap(await q) ?? [];
  return (rows[0] as ResourceRow | undefined) ?? null;
}

/** POST /{table}; returns the created row. */
export async function createResource(kind: ResourceKind, values: Record<string, unknown>): Promise<ResourceRow> {
  const rows = unwrap(await db.from(kind.table).insert(values).select('*'));
  return (rows as ResourceRow[])[0]!;
}

/** PATCH /{table}?id=eq.{id} */
export async function updateResource(kind: ResourceKind, id: string, values: Record<string, unknown>): Promise<void> {
  unwrap(await db.from(kind.table).update(values).eq(kind.key, id));
}

/** Soft delete: PATCH deleted_at = now (tables without deleted_at are deleted). */
export async function deleteResource(kind: ResourceKind, id: string): Promise<void> {
  if (kind.softDelete)
    unwrap(await db.from(kind.table).update({ deleted_at: new Date().toISOString() }).eq(kind.key, id));
  else unwrap(await db.from(kind.table).delete().eq(kind.key, id));
}
