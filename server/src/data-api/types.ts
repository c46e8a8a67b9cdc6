/** The parsed, not yet validated shape of a data-API request (output of the parse step). */

export type JsonOp = '->' | '->>';

/** A column reference with an optional JSON path: `data->a->>b`. */
export interface FieldRef {
  column: string;
  jsonPath: { op: JsonOp; key: string }[];
}

export interface SelectField {
  kind: 'field';
  field: FieldRef;
  alias?: string;
  cast?: string;
}

export interface SelectStar {
  kind: 'star';
}

export interface SelectEmbed {
  kind: 'embed';
  /** Table, view, foreign-key column or constraint name used as the embed target. */
  name: string;
  alias?: string;
  hint?: string;
  join: 'left' | 'inner';
  /** `...rel(cols)`: the embedded columns are spread into the parent object. */
  spread: boolean;
  select: SelectItem[];
}

export type SelectItem = SelectField | SelectStar | SelectEmbed;

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'in'
  | 'is'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

export interface Condition {
  kind: 'condition';
  field: FieldRef;
  negated: boolean;
  operator: FilterOperator;
  /** `eq(any)` / `like(all)`: the value is a list compared with any/all. */
  quantifier?: 'any' | 'all';
  /** Full-text-search configuration: `fts(english)`. */
  language?: string;
  /** Scalar operand; a list for `in` and quantified operators. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: (Condition | LogicTree)[];
}

export type FilterNode = Condition | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  /** Ordering by a to-one embedded resource's column: `order=client(name).desc`. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and paging that apply at one level of the embed tree ('' = the root). */
export interface LevelOptions {
  filters: FilterNode[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
}

export type Action = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

export interface ApiRequest {
  action: Action;
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  /** Table/view name, or function name for rpc. */
  target: string;
  /** HEAD: answer like GET without a body. */
  headOnly: boolean;
  select: SelectItem[];
  /** Keyed by embed path joined with '.'; '' is the root level. */
  levels: Map<string, LevelOptions>;
  preferences: Preferences;
  /** Names of preferences the client sent that we applied (for Preference-Applied). */
  accept: 'json' | 'object' | 'csv';
  range?: { from: number; to?: number };
  columns?: string[];
  onConflict?: string[];
  /** Query parameters left over for an rpc call on GET: candidate function arguments. */
  rpcArgs: Map<string, string>;
  body?: unknown;
  /** Number of filter conditions in the request (capped). */
  filterCount: number;
}
