import type { FieldRef, JsonOp } from '../types.js';
import { parseName, unquote } from './scan.js';

// JSON keys may hold dots and slashes (Kubernetes labels: app.kubernetes.io/name).
const JSON_KEY = /^[^,()"]+$/u;

/** Parses `col`, `col->key`, `col->>key`, `col->0->>"a b"` into a FieldRef. */
export function parseField(raw: string): FieldRef {
  const parts: string[] = [];
  const ops: JsonOp[] = [];
  let rest = raw;
  // The column name ends at the first arrow outside quotes.
  for (;;) {
    const idx = findArrow(rest);
    if (idx < 0) {
      parts.push(rest);
      break;
    }
    parts.push(rest.slice(0, idx));
    const op: JsonOp = rest.startsWith('->>', idx) ? '->>' : '->';
    ops.push(op);
    rest = rest.slice(idx + op.length);
  }
  const column = parseName(parts[0] ?? '', 'column name');
  const jsonPath = ops.map((op, i) => {
    const keyRaw = (parts[i + 1] ?? '').trim();
    const key = keyRaw.startsWith('"') ? unquote(keyRaw) : keyRaw;
    if (!key || (!keyRaw.startsWith('"') && !JSON_KEY.test(key))) {
      throw new Error(`unexpected ${JSON.stringify(keyRaw)} expecting json key`);
    }
    return { op, key };
  });
  return { column, jsonPath };
}

function findArrow(s: string): number {
  let quoted = false;
  for (let i = 0; i < s.length - 1; i++) {
    if (s[i] === '"') quoted = !quoted;
    else if (!quoted && s[i] === '-' && s[i + 1] === '>') return i;
  }
  return -1;
}

/** The default output name of a field: the last JSON key, else the column (PostgREST's rule). */
export function fieldOutputName(field: FieldRef): string {
  const last = field.jsonPath[field.jsonPath.length - 1];
  return last ? last.key : field.column;
}
