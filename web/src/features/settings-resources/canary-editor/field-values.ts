import type { FieldDef } from './check-fields';

/** Settings document: secret-or-value modes; switching mode clears the other mode's value. */
export type SecretMode = 'static' | 'secret' | 'configmap';
export interface SecretInput {
  mode: SecretMode;
  value: string;
  name: string;
  key: string;
}

/** Script fields: none, Go Template, Javascript, Expr, JSONPath (canary-checker keys). */
export type ScriptLang = '' | 'template' | 'javascript' | 'expr' | 'jsonPath';
export interface ScriptInput {
  lang: ScriptLang;
  text: string;
}

export type AuthType = 'none' | 'basic' | 'ntlm' | 'ntlmv2';
export interface AuthInput {
  type: AuthType;
  username: SecretInput;
  password: SecretInput;
}

export interface HeaderRow {
  name: string;
  value: string;
}

export type FieldValue = string | string[] | HeaderRow[] | SecretInput | ScriptInput | AuthInput;

export const SCRIPT_LANGS: { value: ScriptLang; label: string }[] = [
  { value: '', label: 'None' },
  { value: 'template', label: 'Go Template' },
  { value: 'javascript', label: 'Javascript' },
  { value: 'expr', label: 'Expr' },
  { value: 'jsonPath', label: 'JSONPath' },
];

export const emptySecret = (mode: SecretMode = 'static'): SecretInput => ({ mode, value: '', name: '', key: '' });

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function getPath(obj: Obj, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), obj);
}

/** Sets (or with `undefined` deletes) a dotted path; a parent object left empty is removed. */
export function setPath(obj: Obj, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (!rest.length) {
    if (value === undefined) delete obj[head];
    else obj[head] = value;
    return;
  }
  const child = isObj(obj[head]) ? { ...(obj[head] as Obj) } : {};
  setPath(child, rest.join('.'), value);
  if (Object.keys(child).length) obj[head] = child;
  else delete obj[head];
}

export function readSecret(v: unknown): SecretInput {
  if (typeof v === 'string') return { ...emptySecret(), value: v };
  if (!isObj(v)) return emptySecret();
  const from = isObj(v.valueFrom) ? v.valueFrom : {};
  for (const [mode, ref] of [
    ['secret', from.secretKeyRef],
    ['configmap', from.configMapKeyRef],
  ] as const) {
    if (isObj(ref)) return { mode, value: '', name: String(ref.name ?? ''), key: String(ref.key ?? '') };
  }
  return { ...emptySecret(), value: typeof v.value === 'string' ? v.value : '' };
}

/** `{value}` | `{valueFrom: {secretKeyRef: {name, key}}}` | `{valueFrom: {configMapKeyRef: {name, key}}}`. */
export function writeSecret(s: SecretInput): unknown {
  if (s.mode === 'static') return s.value ? { value: s.value } : undefined;
  if (!s.name && !s.key) return undefined;
  const ref = { name: s.name, key: s.key };
  return { valueFrom: s.mode === 'secret' ? { secretKeyRef: ref } : { configMapKeyRef: ref } };
}

export function readScript(v: unknown): ScriptInput {
  if (isObj(v)) {
    for (const lang of ['template', 'javascript', 'expr', 'jsonPath'] as const) {
      if (typeof v[lang] === 'string') return { lang, text: v[lang] };
    }
  }
  return { lang: '', text: '' };
}

export function writeScript(s: ScriptInput): unknown {
  return s.lang && s.text.trim() ? { [s.lang]: s.text } : undefined;
}

function readAuth(check: Obj): AuthInput {
  const nested = isObj(check.authentication) ? check.authentication : {};
  const username = readSecret(check.username ?? nested.username);
  const password = readSecret(check.password ?? nested.password);
  let type: AuthType = 'none';
  if (check.ntlmv2 === true) type = 'ntlmv2';
  else if (check.ntlm === true) type = 'ntlm';
  else if (check.username !== undefined || check.password !== undefined || Object.keys(nested).length) type = 'basic';
  return { type, username, password };
}

/** canary-checker's http shape: username/password at the top level, `ntlm: true` or `ntlmv2: true`. */
function writeAuth(check: Obj, a: AuthInput): void {
  for (const k of ['authentication', 'username', 'password', 'ntlm', 'ntlmv2']) delete check[k];
  if (a.type === 'none') return;
  setPath(check, 'username', writeSecret(a.username));
  setPath(check, 'password', writeSecret(a.password));
  if (a.type === 'ntlm') check.ntlm = true;
  if (a.type === 'ntlmv2') check.ntlmv2 = true;
}

/** The form value of one field, read from a check object. */
export function readField(def: FieldDef, check: Obj): FieldValue {
  if (def.kind === 'authentication') return readAuth(check);
  const v = getPath(check, def.key);
  switch (def.kind) {
    case 'secret':
      return readSecret(v);
    case 'script':
      return readScript(v);
    case 'responseCodes':
      return Array.isArray(v) ? v.map(String) : [];
    case 'headers':
      if (Array.isArray(v))
        return v.filter(isObj).map((h) => ({ name: String(h.name ?? ''), value: readSecret(h.value).value }));
      return isObj(v) ? Object.entries(v).map(([name, value]) => ({ name, value: String(value) })) : [];
    case 'list':
      return Array.isArray(v) ? v.join(', ') : '';
    case 'map':
      return isObj(v)
        ? Object.entries(v)
            .map(([k, x]) => `${k}=${String(x)}`)
            .join(', ')
        : '';
    default:
      return v == null ? (def.defaultValue ?? '') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Writes one field's form value into a check object (empty values remove the key). */
export function writeField(def: FieldDef, value: FieldValue, check: Obj): void {
  if (def.kind === 'authentication') return writeAuth(check, value as AuthInput);
  let out: unknown;
  switch (def.kind) {
    case 'secret':
      out = writeSecret(value as SecretInput);
      break;
    case 'script':
      out = writeScript(value as ScriptInput);
      break;
    case 'responseCodes': {
      const codes = (value as string[]).map(Number);
      out = codes.length ? codes : undefined;
      break;
    }
    case 'headers': {
      const rows = (value as HeaderRow[]).filter((h) => h.name.trim());
      out = rows.length ? rows.map((h) => ({ name: h.name.trim(), value: h.value })) : undefined;
      break;
    }
    case 'list': {
      const items = splitList(value as string);
      out = items.length ? items : undefined;
      break;
    }
    case 'map': {
      const pairs = splitList(value as string).map((p) => p.split('=').map((x) => x.trim()));
      out = pairs.length ? Object.fromEntries(pairs.map(([k, ...v]) => [k, v.join('=')])) : undefined;
      break;
    }
    case 'number': {
      const s = (value as string).trim() || def.defaultValue || '';
      out = s === '' ? undefined : Number(s);
      break;
    }
    case 'textarea':
      out = (value as string).trim() === '' ? undefined : value;
      break;
    default:
      out = (value as string).trim() || undefined;
  }
  setPath(check, def.key, out);
}

/** The value of a field in a new, empty check. */
export function emptyField(def: FieldDef): FieldValue {
  return readField(def, {});
}
