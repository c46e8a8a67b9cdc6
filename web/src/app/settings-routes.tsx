import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const resourceList = () => import('../features/settings-resources/resource-list-page');
const eventQueue = () => import('../features/event-queue/event-queue-page');
const integrations = () => import('../features/integrations/pages');

/** The settings pages; specific routes win over /settings/{table} by React Router's ranking. */
export const settingsRoutes: RouteObject[] = [
  // spec: /settings/ shows event queue status in one reading; /settings/event-queue-status in another. Both do.
  { path: paths.settingsIndex.path, ...lazyPage(eventQueue, (m) => m.default) },
  { path: paths.eventQueue.path, ...lazyPage(eventQueue, (m) => m.default) },
  // Until the connections area lands, its page is the generic resource table of the connections kind.
  {
    path: paths.connections.path,
    ...lazyPage(resourceList, (m) => () => <m.default table="connections" />, { object: 'connections' }),
  },
  {
    path: paths.users.path,
    ...lazyPage(
      () => import('../features/users/pages'),
      (m) => m.UsersPage,
      { object: 'identities' },
    ),
  },
  {
    path: paths.jobs.path,
    ...lazyPage(
      () => import('../features/jobs/job-history-page'),
      (m) => m.default,
      { feature: 'settings.job_history' },
    ),
  },
  {
    path: paths.featureFlags.path,
    ...lazyPage(
      () => import('../features/feature-flags/pages'),
      (m) => m.FeatureFlagsPage,
      { object: 'properties' },
    ),
  },
  {
    path: paths.settingsAgents.path,
    ...lazyPage(
      () => import('../features/agents/pages'),
      (m) => m.AgentsPage,
      { feature: 'agents', object: 'agents' },
    ),
  },
  { path: paths.integrations.path, ...lazyPage(integrations, (m) => m.IntegrationsPage, { object: 'integrations' }) },
  { path: paths.integration.path, ...lazyPage(integrations, (m) => m.IntegrationPage, { object: 'integrations' }) },
  { path: paths.settingsTable.path, ...lazyPage(resourceList, (m) => m.default) },
  {
    path: paths.settingsRow.path,
    ...lazyPage(
      () => import('../features/settings-resources/resource-detail-page'),
      (m) => m.default,
    ),
  },
];
