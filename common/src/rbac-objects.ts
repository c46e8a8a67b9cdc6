/**
 * The resources of the spec's permission matrix (shell document §6). Every data-API relation and every
 * service route maps to exactly one of these; the identity issue decides who may read or write each.
 */
export const rbacObjects = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'agents',
  'properties',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
  'teams',
  'incident_rules',
] as const;

export type RbacObject = (typeof rbacObjects)[number];

/** `run` is the spec's Run Now on a check: allowed to responders and commanders although they cannot write canaries. */
export type RbacAction = 'read' | 'write' | 'run';
