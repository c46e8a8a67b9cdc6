import type { SelectItem } from '../types.js';
import { parseField } from './field.js';
import { parseName, splitTopLevel } from './scan.js';

const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/i;

/** Parses the `select` query parameter: `*,alias:col::text,data->>a,rel!hint!inner(cols),...spread(cols)`. */
export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(input).map((part) => parseItem(part));
}

function parseItem(raw: string): SelectItem {
  let text = raw.trim();
  if (!text) throw new Error('unexpected empty select item');
  if (text === '*') return { kind: 'star' };

  const spread = text.startsWith('...');
  if (spread) text = text.slice(3);

  const open = indexOutsideQuotes(text, '(');
  if (open >= 0) {
    if (!text.endsWith(')')) throw new Error(`unexpected ${JSON.stringify(text)} expecting ")"`);
    const head = text.slice(0, open);
    const inner = text.slice(open + 1, -1);
    const { alias, rest } = splitAlias(head);
    const [namePart, ...bangs] = rest.split('!');
    const name = parseName(namePart ?? '', 'embedded resource name');
    let hint: string | undefined;
    let join: 'left' | 'inner' = 'left';
    if (bangs.length > 2) throw new Error(`unexpected "!" in ${JSON.stringify(head)}`);
    for (const b of bangs) {
      const v = b.trim();
      if (v === 'inner' || v === 'left') join = v;
      else if (hint === undefined) hint = parseName(v, 'embedding hint');
      else throw new Error(`unexpected ${JSON.stringify(v)} expecting "inner" or "left"`);
    }
    return { kind: 'embed', name, alias, hint, join, spread, select: parseSelect(inner) };
  }
  if (spread) throw new Error('spread "..." is only allowed on embedded resources');

  const { alias, rest } = splitAlias(text);
  const castIdx = rest.indexOf('::');
  const fieldText = castIdx >= 0 ? rest.slice(0, castIdx) : rest;
  const cast = castIdx >= 0 ? rest.slice(castIdx + 2).trim() : undefined;
  if (cast !== undefined && !CAST.test(cast)) throw new Error(`unexpected ${JSON.stringify(cast)} expecting type name`);
  return { kind: 'field', field: parseField(fieldText), alias, cast };
}

/** `alias:rest` — a single colon not part of `::`. */
function splitAlias(text: string): { alias?: string; rest: string } {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) break;
      i = end;
      continue;
    }
    if (text[i] === ':') {
      if (text[i + 1] === ':') return { rest: text };
      return { alias: parseName(text.slice(0, i), 'alias'), rest: text.slice(i + 1) };
    }
  }
  return { rest: text };
}

function indexOutsideQuotes(s: string, ch: string): number {
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '"') quoted = !quoted;
    else if (!quoted && s[i] === ch) return i;
  }
  return -1;
}
