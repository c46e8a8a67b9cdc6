/**
 * The form fields of each check type with a form. `key` is the field's path in the check object (dots for nested
 * objects, e.g. `filter.regex`); `kind` picks the input and its conversion (field-values.ts).
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  /** Comma-separated text stored as a list of strings. */
  | 'list'
  /** `key=value` pairs, comma separated, stored as an object. */
  | 'map'
  | 'headers'
  | 'responseCodes'
  | 'authentication'
  | 'secret'
  | 'script';

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Numbers: the smallest allowed value (spec: min 0 on thresholds, counts, days). */
  min?: number;
  options?: string[];
  placeholder?: string;
  /** Written when the field is left empty (spec: Redis db default 0). */
  defaultValue?: string;
  /** Spans both grid columns. */
  wide?: boolean;
}

const name: FieldDef = { key: 'name', label: 'Check Name', kind: 'text', required: true };
const description: FieldDef = { key: 'description', label: 'Description', kind: 'text' };
const icon: FieldDef = { key: 'icon', label: 'Check Icon', kind: 'text' };
const head = [name, description, icon];
const scripts: FieldDef[] = [
  { key: 'test', label: 'Test', kind: 'script', wide: true },
  { key: 'display', label: 'Display', kind: 'script', wide: true },
  { key: 'transform', label: 'Transform', kind: 'script', wide: true },
];
const credentials: FieldDef[] = [
  { key: 'username', label: 'Username', kind: 'secret' },
  { key: 'password', label: 'Password', kind: 'secret' },
];
const threshold: FieldDef = { key: 'thresholdMillis', label: 'Threshold (ms)', kind: 'number', min: 0 };

export const CHECK_FIELDS: Record<string, FieldDef[]> = {
  http: [
    ...head,
    { key: 'url', label: 'URL', kind: 'text', required: true, placeholder: 'https://example.com/health' },
    { key: 'method', label: 'Method', kind: 'select', options: ['GET', 'POST', 'PUT', 'DELETE'], defaultValue: 'GET' },
    { key: 'headers', label: 'Headers', kind: 'headers', wide: true },
    { key: 'body', label: 'Body', kind: 'textarea', wide: true },
    { key: 'authentication', label: 'Authentication', kind: 'authentication', wide: true },
    { key: 'responseCodes', label: 'Response Codes', kind: 'responseCodes', wide: true },
    threshold,
    { key: 'responseContent', label: 'Response Content', kind: 'text' },
    { key: 'maxSSLExpiry', label: 'Max SSL Expiry (days)', kind: 'number', min: 0 },
    ...scripts,
  ],
  exec: [...head, { key: 'script', label: 'Script', kind: 'textarea', required: true, wide: true }, ...scripts],
  alertmanager: [
    ...head,
    { key: 'host', label: 'Host', kind: 'text', required: true, placeholder: 'http://alertmanager:9093' },
    { key: 'alerts', label: 'Alerts (comma separated)', kind: 'list' },
    { key: 'filters', label: 'Filters (key=value, comma separated)', kind: 'map' },
    { key: 'ignore', label: 'Ignore (comma separated)', kind: 'list' },
    ...scripts,
  ],
  elasticsearch: [
    ...head,
    { key: 'url', label: 'URL', kind: 'text', required: true, placeholder: 'http://elasticsearch:9200' },
    { key: 'index', label: 'Index', kind: 'text', required: true },
    { key: 'query', label: 'Query', kind: 'textarea', required: true, wide: true },
    { key: 'results', label: 'Results', kind: 'number', min: 0 },
    ...credentials,
    ...scripts,
  ],
  redis: [
    ...head,
    { key: 'addr', label: 'Address', kind: 'text', required: true, placeholder: 'redis:6379' },
    { key: 'db', label: 'DB', kind: 'number', min: 0, defaultValue: '0' },
    ...credentials,
    ...scripts,
  ],
  mongo: [
    ...head,
    { key: 'connection', label: 'Connection', kind: 'text', required: true, placeholder: 'connection://default/mongo' },
    ...credentials,
    ...scripts,
  ],
  icmp: [
    ...head,
    { key: 'endpoint', label: 'Endpoint', kind: 'text', required: true, placeholder: 'example.com' },
    { key: 'packetCount', label: 'Packet Count', kind: 'number', min: 0 },
    { key: 'packetLossThreshold', label: 'Packet Loss Threshold (%)', kind: 'number', min: 0 },
    threshold,
    ...scripts,
  ],
  folder: [
    ...head,
    { key: 'path', label: 'Path', kind: 'text', required: true, placeholder: '/var/backups' },
    { key: 'minAge', label: 'Min Age', kind: 'text', placeholder: '1h' },
    { key: 'maxAge', label: 'Max Age', kind: 'text', placeholder: '1d' },
    { key: 'minCount', label: 'Min Count', kind: 'number', min: 0 },
    { key: 'maxCount', label: 'Max Count', kind: 'number', min: 0 },
    { key: 'minSize', label: 'Min Size (bytes)', kind: 'number', min: 0 },
    { key: 'maxSize', label: 'Max Size (bytes)', kind: 'number', min: 0 },
    { key: 'availableSize', label: 'Available Size', kind: 'text' },
    { key: 'totalSize', label: 'Total Size', kind: 'text' },
    { key: 'filter.regex', label: 'Filter Regex', kind: 'text' },
    { key: 'filter.minAge', label: 'Filter Min Age', kind: 'text' },
    { key: 'filter.maxAge', label: 'Filter Max Age', kind: 'text' },
    { key: 'filter.minSize', label: 'Filter Min Size (bytes)', kind: 'number', min: 0 },
    { key: 'filter.maxSize', label: 'Filter Max Size (bytes)', kind: 'number', min: 0 },
    ...scripts,
  ],
  tcp: [
    ...head,
    { key: 'endpoint', label: 'Endpoint', kind: 'text', required: true, placeholder: 'host:port' },
    threshold,
    ...scripts,
  ],
};

export function checkFields(type: string): FieldDef[] {
  return CHECK_FIELDS[type] ?? [];
}
