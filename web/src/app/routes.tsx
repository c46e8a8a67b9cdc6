import { Navigate, type RouteObject } from 'react-router';
import { BadSessionPage } from './errors/bad-session-page';
import { RouteErrorPage } from './errors/crash-page';
import { NotFoundPage } from '../components/gates/not-found-page';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { AppLayout } from './shell/app-layout';
import { Spinner } from '../components/ui/feedback';
import { settingsRoutes } from './settings-routes';

const catalog = () => import('../features/catalog/pages');
const topology = () => import('../features/topology/pages');
const incidents = () => import('../features/incidents/pages');
const playbooks = () => import('../features/playbooks/pages');
const notifications = () => import('../features/notifications/pages');
const auth = () => import('../features/auth/pages');
const CONFIG = { feature: 'config' } as const;
const TOPOLOGY = { feature: 'topology' } as const;
const INCIDENTS = { feature: 'incidents' } as const;
const PLAYBOOKS = { feature: 'playbooks' } as const;

/** The routing table of the spec, in full (settings document §2). */
export const routes: RouteObject[] = [
  // Standalone pages, outside the shell.
  { path: paths.login.path, ...lazyPage(auth, (m) => m.LoginPage) },
  { path: paths.registration.path, ...lazyPage(auth, (m) => m.RegistrationPage) },
  { path: paths.recovery.path, ...lazyPage(auth, (m) => m.RecoveryPage) },
  { path: paths.verification.path, ...lazyPage(auth, (m) => m.VerificationPage) },
  { path: paths.profileSettings.path, ...lazyPage(auth, (m) => m.ProfileSettingsPage) },
  { path: paths.orgsSwitched.path, ...lazyPage(auth, (m) => m.OrgsSwitchedPage) },
  {
    path: paths.authStateChecker.path,
    ...lazyPage(
      () => import('../features/auth/auth-state-checker'),
      (m) => m.AuthStateCheckerPage,
    ),
  },
  { path: paths.badSession.path, element: <BadSessionPage />, errorElement: <RouteErrorPage /> },
  { path: paths.viewTopology.path, ...lazyPage(topology, (m) => m.ViewTopologyPage, TOPOLOGY) },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner label="Loading" />,
    children: [
      { index: true, element: <Navigate to={paths.topology.href()} replace /> },
      { path: paths.configs.path, element: <Navigate to={paths.catalog.href()} replace /> },
      { path: paths.topology.path, ...lazyPage(topology, (m) => m.TopologyPage, TOPOLOGY) },
      { path: paths.topologyItem.path, ...lazyPage(topology, (m) => m.TopologyPage, TOPOLOGY) },
      { path: paths.incidents.path, ...lazyPage(incidents, (m) => m.IncidentsPage, INCIDENTS) },
      { path: paths.incident.path, ...lazyPage(incidents, (m) => m.IncidentPage, INCIDENTS) },
      {
        path: paths.health.path,
        ...lazyPage(
          () => import('../features/health/pages'),
          (m) => m.HealthPage,
          { feature: 'health' },
        ),
      },
      { path: paths.playbooks.path, ...lazyPage(playbooks, (m) => m.PlaybooksPage, PLAYBOOKS) },
      { path: paths.playbookRuns.path, ...lazyPage(playbooks, (m) => m.PlaybookRunsPage, PLAYBOOKS) },
      { path: paths.playbookRun.path, ...lazyPage(playbooks, (m) => m.PlaybookRunPage, PLAYBOOKS) },
      { path: paths.notifications.path, ...lazyPage(notifications, (m) => m.NotificationsPage) },
      { path: paths.notificationRules.path, ...lazyPage(notifications, (m) => m.NotificationRulesPage) },
      { path: paths.notificationSilences.path, ...lazyPage(notifications, (m) => m.SilencesPage) },
      { path: paths.notificationSilenceAdd.path, ...lazyPage(notifications, (m) => m.SilenceAddPage) },
      ...settingsRoutes,
      {
        path: paths.logs.path,
        ...lazyPage(
          () => import('../features/logs/pages'),
          (m) => m.LogsPage,
          { feature: 'logs' },
        ),
      },
      { path: paths.catalog.path, ...lazyPage(catalog, (m) => m.CatalogPage, CONFIG) },
      { path: paths.catalogChanges.path, ...lazyPage(catalog, (m) => m.CatalogChangesPage, CONFIG) },
      { path: paths.catalogInsights.path, ...lazyPage(catalog, (m) => m.CatalogInsightsPage, CONFIG) },
      { path: paths.catalogScrapers.path, ...lazyPage(catalog, (m) => m.CatalogScrapersPage, CONFIG) },
      { path: paths.catalogScraper.path, ...lazyPage(catalog, (m) => m.CatalogScraperPage, CONFIG) },
      { path: paths.catalogItem.path, ...lazyPage(catalog, (m) => m.CatalogItemPage, CONFIG) },
      ...(['changes', 'insights', 'relationships', 'playbooks', 'checks'] as const).map((tab) => ({
        path: `/catalog/:id/${tab}`,
        ...lazyPage(catalog, (m) => m.CatalogItemPage, CONFIG),
      })),
      {
        path: paths.agents.path,
        ...lazyPage(
          () => import('../features/agents/pages'),
          (m) => m.AgentsPage,
          { feature: 'agents', object: 'agents' },
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
