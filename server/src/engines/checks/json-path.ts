import { JSONPath } from 'jsonpath-plus';

/**
 * A JSONPath over the result's variables (`$.json.status` for an http check's parsed body, `$.alerts[*].name`).
 * Filters (`[?(@.status == 'down')]`) run in jsonpath-plus's "safe" evaluator, which interprets a small expression
 * language and never calls eval. No match is undefined, one match its value, several a list.
 */
export function evaluateJsonPath(path: string, data: Record<string, unknown>): unknown {
  const matches = JSONPath({ path, json: data, wrap: true, eval: 'safe' }) as unknown[] | undefined;
  if (!matches?.length) return undefined;
  return matches.length === 1 ? matches[0] : matches;
}
