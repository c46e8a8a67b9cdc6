/** Small scanning helpers shared by the query-string parsers. */

/**
 * Splits `input` on `sep` where not inside double quotes or parentheses/braces/brackets.
 * Throws a message (caught by the caller into a PGRST100) on unbalanced input.
 */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth < 0) throw new Error(`unexpected "${c}"`);
    } else if (c === sep && depth === 0) {
      parts.push(input.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw new Error('unexpected end of input, expecting closing quote');
  if (depth !== 0) throw new Error('unexpected end of input, expecting ")"');
  parts.push(input.slice(start));
  return parts;
}

/** Removes surrounding double quotes and unescapes `\"` and `\\`. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** Identifiers of tables, columns, aliases and hints: letters, digits, `_`, `$` and spaces (trimmed), or quoted. */
const BARE_NAME = /^[\p{L}\p{N}_$ ]+$/u;

export function parseName(raw: string, what: string): string {
  const trimmed = raw.trim();
  if (trimmed.startsWith('"')) {
    if (!trimmed.endsWith('"') || trimmed.length < 2) throw new Error(`unterminated quoted ${what}`);
    const name = unquote(trimmed);
    if (!name) throw new Error(`empty ${what}`);
    return name;
  }
  if (!trimmed || !BARE_NAME.test(trimmed)) throw new Error(`unexpected ${JSON.stringify(raw)} expecting ${what}`);
  return trimmed;
}
