import { GoTemplateError } from './go-template-parse.js';

/** Go's notion of truth: false, 0, nil, and empty strings, lists and maps are false. */
export function truth(v: unknown): boolean {
  if (v === null || v === undefined || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return true;
}

/** How `{{ x }}` prints a value, after Go's fmt %v for JSON-shaped data (a missing value prints `<no value>`). */
export function printValue(v: unknown, top = true): string {
  if (v === undefined || v === null) return top ? '<no value>' : '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return formatNumber(v);
  if (typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return `[${v.map((x) => printValue(x, false)).join(' ')}]`;
  if (v instanceof Date) return v.toISOString();
  const o = v as Record<string, unknown>;
  return `map[${Object.keys(o)
    .sort()
    .map((k) => `${k}:${printValue(o[k], false)}`)
    .join(' ')}]`;
}

function formatNumber(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return String(n);
  // Go's %v of a float64 uses %g-like exponents for very large/small values: 1e+21, 1e-07.
  const s = String(n);
  return s.replace(/e([+-])(\d)$/, 'e$10$2');
}

function kind(v: unknown): string {
  if (v === null || v === undefined) return 'nil';
  if (Array.isArray(v)) return 'slice';
  return typeof v === 'object' ? 'map' : typeof v;
}

function basic(v: unknown, fn: string): string | number | boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  throw new GoTemplateError(`error calling ${fn}: non-comparable type ${kind(v)}`);
}

function compare(fn: string, a: unknown, b: unknown): number {
  const x = basic(a, fn);
  const y = basic(b, fn);
  if (typeof x !== typeof y || x === null || typeof x === 'boolean')
    throw new GoTemplateError(`error calling ${fn}: incompatible types for comparison`);
  return x < y! ? -1 : x > y! ? 1 : 0;
}

/** Go's fmt.Sprintf for the verbs templates use: %v %s %d %f %q %t %x %X %e %g %%, with flags, width, precision. */
export function sprintf(format: string, args: unknown[]): string {
  let n = 0;
  const out = format.replace(/%([-+ 0#]*)(\d+)?(?:\.(\d+))?([a-zA-Z%])/g, (all, flags: string, w, p, verb: string) => {
    if (verb === '%') return '%';
    if (n >= args.length) return `%!${verb}(MISSING)`;
    const v = args[n++];
    const prec = p === undefined ? undefined : Number(p);
    let s: string;
    switch (verb) {
      case 'v':
      case 's':
        s = printValue(v, false);
        if (prec !== undefined) s = s.slice(0, prec);
        break;
      case 'q':
        s = JSON.stringify(typeof v === 'string' ? v : printValue(v, false));
        break;
      case 'd':
        s = typeof v === 'number' && Number.isFinite(v) ? String(Math.trunc(v)) : `%!d(${kind(v)}=${printValue(v)})`;
        if (flags.includes('+') && typeof v === 'number' && v >= 0) s = `+${s}`;
        break;
      case 'f':
      case 'F':
        s = typeof v === 'number' ? v.toFixed(prec ?? 6) : `%!f(${kind(v)}=${printValue(v)})`;
        break;
      case 'e':
        s = typeof v === 'number' ? v.toExponential(prec ?? 6).replace(/e([+-])(\d)$/, 'e$10$2') : all;
        break;
      case 'g':
        s = typeof v === 'number' ? formatNumber(prec === undefined ? v : Number(v.toPrecision(prec))) : all;
        break;
      case 't':
        s = typeof v === 'boolean' ? String(v) : `%!t(${kind(v)}=${printValue(v)})`;
        break;
      case 'x':
      case 'X':
        s =
          typeof v === 'number'
            ? Math.trunc(v).toString(16)
            : Buffer.from(typeof v === 'string' ? v : printValue(v)).toString('hex');
        if (verb === 'X') s = s.toUpperCase();
        break;
      default:
        s = `%!${verb}(${kind(v)}=${printValue(v)})`;
    }
    const width = w === undefined ? 0 : Number(w);
    if (s.length < width) {
      if (flags.includes('-')) s = s.padEnd(width);
      else if (flags.includes('0') && /[dfFeg]/.test(verb)) {
        const sign = /^[+-]/.test(s) ? s[0]! : '';
        s = sign + s.slice(sign.length).padStart(width - sign.length, '0');
      } else s = s.padStart(width);
    }
    return s;
  });
  return n < args.length
    ? `${out}%!(EXTRA ${args
        .slice(n)
        .map((a) => printValue(a, false))
        .join(', ')})`
    : out;
}

/** fmt.Sprint: spaces between operands when neither side is a string. */
function sprint(args: unknown[]): string {
  let s = '';
  args.forEach((a, i) => {
    if (i > 0 && typeof a !== 'string' && typeof args[i - 1] !== 'string') s += ' ';
    s += printValue(a, false);
  });
  return s;
}

function length(v: unknown): number {
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (Array.isArray(v)) return v.length;
  if (v && typeof v === 'object') return Object.keys(v).length;
  throw new GoTemplateError(`error calling len: len of ${kind(v)}`);
}

/** `index x 1 "k"`: successive indexing of lists (in range) and maps (a missing key is nil). */
function index(v: unknown, ...keys: unknown[]): unknown {
  let cur = v;
  for (const key of keys) {
    if (Array.isArray(cur) || typeof cur === 'string') {
      const i = Number(key);
      if (typeof key !== 'number' || !Number.isInteger(i) || i < 0 || i >= cur.length)
        throw new GoTemplateError(`error calling index: index out of range: ${printValue(key)}`);
      cur = typeof cur === 'string' ? cur.charCodeAt(i) : cur[i];
    } else if (cur && typeof cur === 'object') {
      cur = Object.hasOwn(cur, String(key)) ? (cur as Record<string, unknown>)[String(key)] : undefined;
    } else if (cur === undefined || cur === null) return undefined;
    else throw new GoTemplateError(`error calling index: can't index item of type ${kind(cur)}`);
  }
  return cur;
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : printValue(v, false);
}

/** Functions whose arguments are evaluated lazily (Go's and/or stop at the first deciding argument). */
export const lazyFuncs: Record<string, (args: Array<() => unknown>) => unknown> = {
  and: (args) => {
    let v: unknown = undefined;
    for (const a of args) if (!truth((v = a()))) return v;
    return v;
  },
  or: (args) => {
    let v: unknown = undefined;
    for (const a of args) if (truth((v = a()))) return v;
    return v;
  },
};

/**
 * Go's builtin functions, plus a few sprig/gomplate ones canary-checker templates commonly use (default, toJSON,
 * upper, lower, trim, contains, hasPrefix, hasSuffix, join, split, replace, quote). Argument order follows sprig:
 * the piped value comes last (`.name | hasPrefix "api"`).
 */
export const funcs: Record<string, (...args: unknown[]) => unknown> = {
  not: (v) => !truth(v),
  len: length,
  index,
  slice: (v, i = 0, j?) => {
    if (typeof v !== 'string' && !Array.isArray(v)) throw new GoTemplateError(`error calling slice: ${kind(v)}`);
    return v.slice(Number(i), j === undefined ? undefined : Number(j));
  },
  print: (...a) => sprint(a),
  println: (...a) => `${a.map((x) => printValue(x, false)).join(' ')}\n`,
  printf: (f, ...a) => sprintf(str(f), a),
  eq: (a, ...bs) => {
    if (!bs.length) throw new GoTemplateError('error calling eq: missing argument for comparison');
    const x = basic(a, 'eq');
    return bs.some((b) => basic(b, 'eq') === x);
  },
  ne: (a, b) => basic(a, 'ne') !== basic(b, 'ne'),
  lt: (a, b) => compare('lt', a, b) < 0,
  le: (a, b) => compare('le', a, b) <= 0,
  gt: (a, b) => compare('gt', a, b) > 0,
  ge: (a, b) => compare('ge', a, b) >= 0,
  html: (...a) =>
    sprint(a).replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': '#34', "'": '#39' }[c]};`),
  js: (...a) => JSON.stringify(sprint(a)).slice(1, -1),
  urlquery: (...a) => encodeURIComponent(sprint(a)),
  default: (d, v) => (truth(v) ? v : d),
  toJSON: (v) => JSON.stringify(v ?? null),
  toJson: (v) => JSON.stringify(v ?? null),
  upper: (v) => str(v).toUpperCase(),
  lower: (v) => str(v).toLowerCase(),
  trim: (v) => str(v).trim(),
  contains: (sub, v) => str(v).includes(str(sub)),
  hasPrefix: (p, v) => str(v).startsWith(str(p)),
  hasSuffix: (p, v) => str(v).endsWith(str(p)),
  join: (sep, list) => (Array.isArray(list) ? list.map((x) => str(x)).join(str(sep)) : str(list)),
  split: (sep, v) => str(v).split(str(sep)),
  replace: (from, to, v) => str(v).split(str(from)).join(str(to)),
  quote: (...a) => a.map((x) => JSON.stringify(str(x))).join(' '),
};
