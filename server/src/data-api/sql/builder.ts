/** Collects bind parameters while SQL text is assembled; values never enter the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];
  private aliasCounter = 0;

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Fresh table alias for a nested select (t1, t2, ...). */
  alias(prefix = 't'): string {
    this.aliasCounter++;
    return `${prefix}${this.aliasCounter}`;
  }
}

/** Quotes an identifier. Identifiers come from the schema cache; quoting keeps odd names harmless anyway. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(relation: string): string {
  return `public.${ident(relation)}`;
}
