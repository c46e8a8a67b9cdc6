/** Resolves an embed (`select=...,name!hint(...)`) to one foreign-key relationship, like PostgREST does. */
import * as errors from './errors.js';
import type { ForeignKey, SchemaCache } from './schema-cache.js';

export type Relationship =
  /** parent holds the FK: parent.fk.columns → target.fk.refColumns; the embed is one row. */
  | { kind: 'many-to-one'; fk: ForeignKey; target: string }
  /** target holds the FK pointing at parent; one row when the FK columns are unique in target. */
  | { kind: 'one-to-many' | 'one-to-one'; fk: ForeignKey; target: string }
  /** through a junction table with FKs to both sides. */
  | { kind: 'many-to-many'; junction: string; toParent: ForeignKey; toTarget: ForeignKey; target: string };

export function isToOne(rel: Relationship): boolean {
  return rel.kind === 'many-to-one' || rel.kind === 'one-to-one';
}

export function resolveRelationship(
  cache: SchemaCache,
  parent: string,
  name: string,
  hint: string | undefined,
  isExposed: (relation: string) => boolean,
): Relationship {
  let candidates = findCandidates(cache, parent, name).filter((c) => isExposed(c.target));
  if (hint !== undefined) candidates = candidates.filter((c) => matchesHint(c, hint));
  if (candidates.length === 1) return candidates[0]!;
  if (candidates.length === 0) {
    throw errors.relationshipNotFound(parent, hint ? `${name}!${hint}` : name, null);
  }
  throw errors.ambiguousRelationship(
    parent,
    name,
    candidates.map((c) => describe(c, parent)),
    candidates.map((c) => `${name}!${hintFor(c)}`),
  );
}

function findCandidates(cache: SchemaCache, parent: string, name: string): Relationship[] {
  const out: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    // Embedding by target name, by FK column (`person_id(*)`) or by constraint name.
    const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
    if (fk.table === parent && (fk.refTable === name || byColumn || fk.name === name)) {
      out.push({ kind: 'many-to-one', fk, target: fk.refTable });
    }
    if (fk.refTable === parent && (fk.table === name || fk.name === name)) {
      const rel = cache.relations.get(fk.table);
      const unique = rel?.uniques.some((u) => sameSet(u, fk.columns)) ?? false;
      out.push({ kind: unique ? 'one-to-one' : 'one-to-many', fk, target: fk.table });
    }
  }
  // Many-to-many: a junction table whose primary key covers FKs to both sides.
  for (const toParent of cache.foreignKeys) {
    if (toParent.refTable !== parent) continue;
    const junction = cache.relations.get(toParent.table);
    if (!junction || junction.kind !== 'table' || junction.name === name) continue;
    for (const toTarget of cache.foreignKeys) {
      if (toTarget === toParent || toTarget.table !== junction.name || toTarget.refTable !== name) continue;
      const pk = junction.primaryKey;
      if (pk.length && [...toParent.columns, ...toTarget.columns].every((c) => pk.includes(c))) {
        out.push({ kind: 'many-to-many', junction: junction.name, toParent, toTarget, target: name });
      }
    }
  }
  return dedupe(out);
}

function dedupe(rels: Relationship[]): Relationship[] {
  const seen = new Set<string>();
  return rels.filter((r) => {
    const key = JSON.stringify(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.kind === 'many-to-many') {
    return rel.junction === hint || rel.toParent.name === hint || rel.toTarget.name === hint;
  }
  const { fk } = rel;
  return (
    fk.name === hint || (fk.columns.length === 1 && fk.columns[0] === hint) || fk.table === hint || fk.refTable === hint
  );
}

function hintFor(rel: Relationship): string {
  return rel.kind === 'many-to-many' ? rel.junction : rel.fk.name;
}

function describe(rel: Relationship, parent: string): Record<string, string> {
  if (rel.kind === 'many-to-many') {
    return {
      cardinality: 'many-to-many',
      embedding: `${parent} with ${rel.target}`,
      relationship: `public.${rel.junction} using ${rel.toParent.name} and ${rel.toTarget.name}`,
    };
  }
  const cols = `${rel.fk.name}(${rel.fk.columns.join(', ')}) and ${rel.fk.refTable}(${rel.fk.refColumns.join(', ')})`;
  return { cardinality: rel.kind, embedding: `${parent} with ${rel.target}`, relationship: `${cols}` };
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
