/**
 * Describes a table the work loop claims rows from. Identifiers come only from these objects, which are written in
 * code (never from requests); they are still checked and quoted so a typo fails at start-up, not as broken SQL.
 */
export interface WorkTable {
  /** Table name, optionally schema-qualified (`public.event_queue`). */
  table: string;
  id: string;
  /** Who holds the lease (`hostname:pid:random`); null when free. */
  leaseOwner: string;
  /**
   * Until when the lease is held. Doubles as "not before" after a failure: back-off is written here with no owner,
   * so one column answers "may this row be claimed now?".
   */
  leaseExpiresAt: string;
  /** Incremented at claim, so a row that crashes its worker every time still runs out of attempts. */
  attempts: string;
  /** Last error text, cleared on success when the row is kept. */
  error?: string;
  /** Set to now() at every claim (event_queue.last_attempt). */
  lastAttempt?: string;
  /** Claim order; the first rows are taken first. Defaults to the id column. */
  orderBy?: ReadonlyArray<{ column: string; desc?: boolean }>;
  /** What completing a row does: delete it, or stamp a nullable "done" column (rows with it set are never claimed). */
  completion: { kind: 'delete' } | { kind: 'stamp'; column: string };
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Quotes one identifier (or a dotted schema.table pair) after checking it is a plain lower-case name. */
export function quoteIdentifierOrThrow(name: string): string {
  const parts = name.split('.');
  if (parts.length > 2 || !parts.every((p) => IDENTIFIER.test(p))) {
    throw new Error(`work table identifier ${JSON.stringify(name)} is not a plain lower-case name`);
  }
  return parts.map((p) => `"${p}"`).join('.');
}

/** The quoted identifiers of a work table, validated once when a loop is created. */
export interface QuotedWorkTable {
  table: string;
  id: string;
  leaseOwner: string;
  leaseExpiresAt: string;
  attempts: string;
  error: string | null;
  lastAttempt: string | null;
  orderBy: string;
  doneColumn: string | null;
  /** Unquoted names, to read values out of claimed rows. */
  idKey: string;
  attemptsKey: string;
}

export function quoteWorkTable(t: WorkTable): QuotedWorkTable {
  const q = quoteIdentifierOrThrow;
  const order = t.orderBy?.length ? t.orderBy : [{ column: t.id }];
  return {
    table: q(t.table),
    id: q(t.id),
    leaseOwner: q(t.leaseOwner),
    leaseExpiresAt: q(t.leaseExpiresAt),
    attempts: q(t.attempts),
    error: t.error ? q(t.error) : null,
    lastAttempt: t.lastAttempt ? q(t.lastAttempt) : null,
    orderBy: order.map((o) => `${q(o.column)}${o.desc ? ' desc' : ''}`).join(', '),
    doneColumn: t.completion.kind === 'stamp' ? q(t.completion.column) : null,
    idKey: t.id,
    attemptsKey: t.attempts,
  };
}
