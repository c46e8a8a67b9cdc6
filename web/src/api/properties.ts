import type { PropertyRow } from '../lib/feature-flags';
import { db, unwrap } from './db';

/** Properties carry the feature flags (`{feature}.disable = true`). */
export async function fetchProperties(): Promise<PropertyRow[]> {
  return unwrap(await db.from('properties').select('name,value')) ?? [];
}
