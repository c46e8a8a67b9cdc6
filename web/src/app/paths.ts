/**
 * Every route of the spec's routing table, as `{ path, href(...) }`, so links are never typed by hand.
 * Depends on nothing; features and components may import it.
 */
const enc = encodeURIComponent;

function withQuery(path: string, query?: Record<string, string | number | undefined>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

type Query = Record<string, string | number | undefined>;

export const paths = {
  root: { path: '/', href: () => '/' },
  configs: { path: '/configs', href: () => '/configs' },
  topology: { path: '/topology', href: (q?: Query) => withQuery('/topology', q) },
  topologyItem: { path: '/topology/:id', href: (id: string, q?: Query) => withQuery(`/topology/${enc(id)}`, q) },
  viewTopology: { path: '/view/topology/:id', href: (id: string) => `/view/topology/${enc(id)}` },
  incidents: { path: '/incidents', href: (q?: Query) => withQuery('/incidents', q) },
  incident: { path: '/incidents/:id', href: (id: string) => `/incidents/${enc(id)}` },
  health: { path: '/health', href: (q?: Query) => withQuery('/health', q) },
  playbooks: { path: '/playbooks', href: () => '/playbooks' },
  playbookRuns: { path: '/playbooks/runs', href: (q?: Query) => withQuery('/playbooks/runs', q) },
  playbookRun: { path: '/playbooks/runs/:id', href: (id: string) => `/playbooks/runs/${enc(id)}` },
  notifications: { path: '/notifications', href: (q?: Query) => withQuery('/notifications', q) },
  notificationRules: { path: '/notifications/rules', href: (q?: Query) => withQuery('/notifications/rules', q) },
  notificationSilences: { path: '/notifications/silences', href: () => '/notifications/silences' },
  notificationSilenceAdd: { path: '/notifications/silences/add', href: () => '/notifications/silences/add' },
  settingsIndex: { path: '/settings', href: () => '/settings/' },
  connections: { path: '/settings/connections', href: () => '/settings/connections' },
  users: { path: '/settings/users', href: () => '/settings/users' },
  jobs: { path: '/settings/jobs', href: (q?: Query) => withQuery('/settings/jobs', q) },
  featureFlags: { path: '/settings/feature-flags', href: () => '/settings/feature-flags' },
  eventQueue: { path: '/settings/event-queue-status', href: () => '/settings/event-queue-status' },
  settingsAgents: { path: '/settings/agents', href: (q?: Query) => withQuery('/settings/agents', q) },
  integrations: { path: '/settings/integrations', href: () => '/settings/integrations' },
  integration: {
    path: '/settings/integrations/:type/:id',
    href: (type: string, id: string) => `/settings/integrations/${enc(type)}/${enc(id)}`,
  },
  settingsTable: { path: '/settings/:table', href: (table: string) => `/settings/${enc(table)}` },
  settingsRow: {
    path: '/settings/:table/:id',
    href: (table: string, id: string) => `/settings/${enc(table)}/${enc(id)}`,
  },
  logs: { path: '/logs', href: (q?: Query) => withQuery('/logs', q) },
  catalog: { path: '/catalog', href: (q?: Query) => withQuery('/catalog', q) },
  catalogChanges: { path: '/catalog/changes', href: () => '/catalog/changes' },
  catalogInsights: { path: '/catalog/insights', href: (q?: Query) => withQuery('/catalog/insights', q) },
  catalogScrapers: { path: '/catalog/scrapers', href: () => '/catalog/scrapers' },
  catalogScraper: { path: '/catalog/scrapers/:id', href: (id: string) => `/catalog/scrapers/${enc(id)}` },
  catalogItem: { path: '/catalog/:id', href: (id: string) => `/catalog/${enc(id)}` },
  catalogItemTab: {
    path: '/catalog/:id/:tab',
    href: (id: string, tab: 'changes' | 'insights' | 'relationships' | 'playbooks' | 'checks') =>
      `/catalog/${enc(id)}/${tab}`,
  },
  agents: { path: '/agents', href: (q?: Query) => withQuery('/agents', q) },
  login: { path: '/login', href: (q?: Query) => withQuery('/login', q) },
  registration: { path: '/registration', href: () => '/registration' },
  recovery: { path: '/recovery', href: () => '/recovery' },
  verification: { path: '/verification', href: () => '/verification' },
  profileSettings: { path: '/profile-settings', href: () => '/profile-settings' },
  authStateChecker: { path: '/auth-state-checker', href: (q?: Query) => withQuery('/auth-state-checker', q) },
  orgsSwitched: { path: '/organizations/orgs-switched', href: () => '/organizations/orgs-switched' },
  /** Not in the routing table: the bad-session page reads error_code (shell document §2). */
  badSession: {
    path: '/bad-session',
    href: (errorCode?: string) => withQuery('/bad-session', { error_code: errorCode }),
  },
  /** Served by the server (file download), opened in a new tab. */
  kubeconfig: { path: '/api/kubeconfig', href: () => '/api/kubeconfig' },
} as const;
