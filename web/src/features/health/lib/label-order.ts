/** Label display order (shell document §5): account, namespace, name first, then the rest sorted. */
const FIRST = ['account', 'namespace', 'name'];

export function orderLabelKeys(keys: Iterable<string>): string[] {
  const all = [...new Set(keys)];
  const head = FIRST.filter((k) => all.includes(k));
  const rest = all.filter((k) => !FIRST.includes(k)).sort((a, b) => a.localeCompare(b));
  return [...head, ...rest];
}

/** A label map as ordered [key, value] pairs. */
export function orderedLabels(labels: Record<string, string> | null | undefined): [string, string][] {
  if (!labels) return [];
  return orderLabelKeys(Object.keys(labels)).map((k) => [k, String(labels[k])]);
}
