import type { OrderTerm } from '../types.js';
import { parseField } from './field.js';
import { parseName, splitTopLevel } from './scan.js';

/** Parses `order=col.desc.nullslast,data->>a,client(name).asc`. */
export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(input).map((raw) => parseTerm(raw.trim()));
}

function parseTerm(raw: string): OrderTerm {
  if (!raw) throw new Error('unexpected empty order term');
  const parts = splitTopLevel(raw, '.');
  let fieldText = parts.shift() ?? '';
  const term: OrderTerm = { field: { column: '', jsonPath: [] } };
  const rel = /^([^()]+)\(([^()]+)\)$/.exec(fieldText);
  if (rel) {
    term.relation = parseName(rel[1] ?? '', 'embedded resource name');
    fieldText = rel[2] ?? '';
  }
  term.field = parseField(fieldText);
  for (const p of parts) {
    if (p === 'asc' || p === 'desc') {
      if (term.direction) throw new Error(`unexpected "${p}" after "${term.direction}"`);
      term.direction = p;
    } else if (p === 'nullsfirst' || p === 'nullslast') {
      if (term.nulls) throw new Error(`unexpected "${p}"`);
      term.nulls = p === 'nullsfirst' ? 'first' : 'last';
    } else throw new Error(`unexpected "${p}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
  }
  return term;
}
