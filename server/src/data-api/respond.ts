/** The respond step: turns an execution result into status, headers and body. Pure. */
import * as errors from './errors.js';
import type { Execution } from './execute.js';
import type { Plan } from './plan-types.js';

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

export function respond(plan: Plan, exec: Execution): ApiResponse {
  const n = Number(exec.row.page_total);
  const headers: Record<string, string> = {};
  const applied = appliedPreferences(plan);
  if (applied.length) headers['preference-applied'] = applied.join(', ');

  if (plan.action === 'read' || plan.action === 'rpc') {
    if (plan.action === 'rpc' && plan.result === 'void') return { status: 204, headers, body: null };
    if (plan.action === 'rpc' && (plan.result === 'scalar' || plan.result === 'row')) {
      const body = plan.result === 'row' ? firstOf(exec.row.body ?? '[]') : (exec.row.body ?? 'null');
      return { status: 200, headers: { ...headers, 'content-type': JSON_TYPE }, body: plan.headOnly ? null : body };
    }
    const total = exec.total;
    if (total !== null && plan.offset > total) {
      throw errors.rangeNotSatisfiable(`An offset of ${plan.offset} was requested, but there are only ${total} rows.`);
    }
    headers['content-range'] = contentRange(plan.offset, n, total);
    const status = total !== null && n < total ? 206 : 200;
    return { status, ...formatBody(plan, exec.row.body ?? '[]', n, headers) };
  }

  headers['content-range'] = plan.action === 'insert' ? `*/${exec.total ?? '*'}` : contentRange(0, n, exec.total);
  const ret = plan.preferences.return ?? 'minimal';
  if (plan.action === 'insert') {
    if (ret === 'headers-only' || ret === 'minimal') {
      const location = exec.row.location ? locationOf(plan.node.relation, exec.row.location) : undefined;
      if (location && ret === 'headers-only') headers.location = location;
      return { status: 201, headers, body: null };
    }
    return { status: 201, ...formatBody(plan, exec.row.body ?? '[]', n, headers) };
  }
  if (ret !== 'representation') return { status: 204, headers, body: null };
  return { status: 200, ...formatBody(plan, exec.row.body ?? '[]', n, headers) };
}

function formatBody(
  plan: Plan,
  body: string,
  n: number,
  headers: Record<string, string>,
): { headers: Record<string, string>; body: string | null } {
  if (plan.accept === 'object') {
    if (n !== 1) throw errors.singularityError(n);
    return { headers: { ...headers, 'content-type': OBJECT_TYPE }, body: plan.headOnly ? null : firstOf(body) };
  }
  if (plan.accept === 'csv') {
    return { headers: { ...headers, 'content-type': CSV_TYPE }, body: plan.headOnly ? null : toCsv(body) };
  }
  return { headers: { ...headers, 'content-type': JSON_TYPE }, body: plan.headOnly ? null : body };
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n === 0 ? `*/${t}` : `${offset}-${offset + n - 1}/${t}`;
}

/** The single row of a json_agg array, as JSON text (`null` when there is none). */
function firstOf(body: string): string {
  const rows = JSON.parse(body) as unknown[];
  return JSON.stringify(rows[0] ?? null);
}

function locationOf(relation: string, pkJson: string): string {
  const pk = JSON.parse(pkJson) as Record<string, unknown>;
  const q = Object.entries(pk)
    .map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`)
    .join('&');
  return `/${relation}?${q}`;
}

function appliedPreferences(plan: Plan): string[] {
  const p = plan.preferences;
  const out: string[] = [];
  if (p.return && plan.action !== 'read' && plan.action !== 'rpc') out.push(`return=${p.return}`);
  if (p.count) out.push(`count=${p.count}`);
  if (p.resolution && plan.action === 'insert') out.push(`resolution=${p.resolution}`);
  if (p.missing && plan.action === 'insert') out.push(`missing=${p.missing}`);
  if (p.handling) out.push(`handling=${p.handling}`);
  return out;
}

function toCsv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]!);
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c])).join(','))].join('\n');
}
