/** Hierarchical query keys of the shared queries, so a mutation invalidates by prefix. */
export const sharedKeys = {
  currentUser: ['current-user'] as const,
  about: ['about'] as const,
  properties: ['properties'] as const,
};
