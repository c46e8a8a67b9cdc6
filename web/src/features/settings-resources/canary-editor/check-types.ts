/**
 * Canary check types the server accepts (server check registry; `alertmanager` is canary-checker's key for
 * alertManager). Settings document: http, exec, alertManager, elasticsearch, redis, mongo, icmp (ping), folder
 * and tcp have forms; the others are edited as code only.
 */
export interface CheckType {
  /** The key of the check list in the Canary spec. */
  type: string;
  label: string;
  hasForm: boolean;
  /** Starting YAML for a new canary of a code-only type (the check lists only; schedule is its own field). */
  template?: string;
}

export const CHECK_TYPES: CheckType[] = [
  { type: 'http', label: 'HTTP', hasForm: true },
  { type: 'exec', label: 'Exec', hasForm: true },
  { type: 'alertmanager', label: 'Alert Manager', hasForm: true },
  { type: 'elasticsearch', label: 'Elasticsearch', hasForm: true },
  { type: 'redis', label: 'Redis', hasForm: true },
  { type: 'mongo', label: 'Mongo', hasForm: true },
  { type: 'icmp', label: 'Ping', hasForm: true },
  { type: 'folder', label: 'Folder', hasForm: true },
  { type: 'tcp', label: 'TCP', hasForm: true },
  {
    type: 'dns',
    label: 'DNS',
    hasForm: false,
    template: 'dns:\n  - name: dns-check\n    query: example.com\n    querytype: A\n    minrecords: 1\n',
  },
  {
    type: 'postgres',
    label: 'Postgres',
    hasForm: false,
    template:
      'postgres:\n  - name: postgres-check\n    connection: connection://default/postgres\n    query: SELECT 1\n',
  },
  {
    type: 'mysql',
    label: 'MySQL',
    hasForm: false,
    template: 'mysql:\n  - name: mysql-check\n    connection: connection://default/mysql\n    query: SELECT 1\n',
  },
  {
    type: 'mongodb',
    label: 'MongoDB',
    hasForm: false,
    template: 'mongodb:\n  - name: mongodb-check\n    connection: connection://default/mongo\n',
  },
  {
    type: 'prometheus',
    label: 'Prometheus',
    hasForm: false,
    template: 'prometheus:\n  - name: prometheus-check\n    host: http://prometheus:9090\n    query: up\n',
  },
  {
    type: 'ldap',
    label: 'LDAP',
    hasForm: false,
    template: 'ldap:\n  - name: ldap-check\n    host: ldap://ldap:389\n    searchBase: dc=example,dc=com\n',
  },
  {
    type: 'opensearch',
    label: 'OpenSearch',
    hasForm: false,
    template: 'opensearch:\n  - name: opensearch-check\n    url: http://opensearch:9200\n    index: logs\n',
  },
];

export function checkType(type: string): CheckType | undefined {
  return CHECK_TYPES.find((t) => t.type === type);
}

export function hasForm(type: string): boolean {
  return !!checkType(type)?.hasForm;
}

/** Canary spec keys that are settings, not check lists (server: canarySettingKeys). */
export const CANARY_SETTING_KEYS = ['schedule', 'interval', 'owner', 'severity', 'env', 'resultMode', 'replicas'];

/** Spec: the schedule options (the default set). */
export const SCHEDULE_OPTIONS = [
  '@every 30s',
  '@every 1m',
  '@every 5m',
  '@every 30m',
  '@hourly',
  '@every 6h',
  '@daily',
  '@weekly',
];

/** Spec: response code choices. */
export const RESPONSE_CODES = [200, 201, 202, 204, 301, 302, 401, 404, 500, 502, 503];
