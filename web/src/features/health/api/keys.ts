/** Hierarchical query keys of the health feature, so a mutation invalidates by prefix. */
export const healthKeys = {
  all: ['health'] as const,
  summary: (range: unknown) => ['health', 'summary', range] as const,
  agents: ['health', 'agents'] as const,
  check: (id: string) => ['health', 'check', id] as const,
  detail: (id: string) => ['health', 'check', id, 'detail'] as const,
  statuses: (id: string, q: unknown) => ['health', 'check', id, 'statuses', q] as const,
  graph: (id: string, range: unknown) => ['health', 'check', id, 'graph', range] as const,
  relationships: (id: string) => ['health', 'check', id, 'relationships'] as const,
};
