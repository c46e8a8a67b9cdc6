import type { Condition, FieldRef, LogicTree, Preferences } from './types.js';
import type { Relationship } from './relationships.js';
import type { Column, FunctionDef } from './schema-cache.js';

export interface ColumnItem {
  kind: 'column';
  field: FieldRef;
  column: Column;
  cast?: string;
  output: string;
}

export interface EmbedItem {
  kind: 'embed';
  output: string;
  rel: Relationship;
  join: 'left' | 'inner';
  spread: boolean;
  node: NodePlan;
}

export type PlannedCondition = Condition & { column: Column };
export interface PlannedTree extends Omit<LogicTree, 'children'> {
  children: PlannedFilter[];
}
/** `rel=is.null` / `rel=not.is.null` on an embedded resource. */
export interface EmbedNullFilter {
  kind: 'embed-null';
  embed: EmbedItem;
  isNull: boolean;
}
export type PlannedFilter = PlannedCondition | PlannedTree | EmbedNullFilter;

export interface PlannedOrder {
  field: FieldRef;
  column: Column;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
  /** Ordering by a column of a to-one embed. */
  embed?: EmbedItem;
}

export interface NodePlan {
  relation: string;
  columns: Map<string, Column>;
  items: (ColumnItem | EmbedItem)[];
  filters: PlannedFilter[];
  order: PlannedOrder[];
  limit?: number;
  offset?: number;
}

interface Common {
  /** Every relation read or written, for the RBAC guard. */
  touched: { relation: string; kind: 'relation' | 'function'; write: boolean }[];
  preferences: Preferences;
  accept: 'json' | 'object' | 'csv';
  headOnly: boolean;
}

export interface ReadPlan extends Common {
  action: 'read';
  node: NodePlan;
  offset: number;
  limit: number;
}

export interface InsertPlan extends Common {
  action: 'insert';
  node: NodePlan;
  columns: string[];
  body: unknown[];
  onConflict?: string[];
  primaryKey: string[];
}

export interface UpdatePlan extends Common {
  action: 'update';
  node: NodePlan;
  columns: string[];
  body: Record<string, unknown>;
}

export interface DeletePlan extends Common {
  action: 'delete';
  node: NodePlan;
}

export type RpcResult = 'set' | 'row' | 'scalar' | 'scalar-set' | 'void';

export interface RpcPlan extends Common {
  action: 'rpc';
  fn: FunctionDef;
  args: { name: string; type: string; value: unknown }[];
  /** GET: arguments are query-string text. */
  argsFromQuery: boolean;
  result: RpcResult;
  /** For set and row results: the select/filter/order tree over the function's output. */
  node: NodePlan;
  offset: number;
  limit: number;
}

export type Plan = ReadPlan | InsertPlan | UpdatePlan | DeletePlan | RpcPlan;
