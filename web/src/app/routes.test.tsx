import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** One concrete URL per row of the spec's routing table. */
export const SPEC_URLS = [
  '/topology',
  '/topology/abc',
  '/view/topology/abc',
  '/incidents',
  '/incidents/abc',
  '/health',
  '/playbooks',
  '/playbooks/runs',
  '/playbooks/runs/abc',
  '/notifications',
  '/notifications/rules',
  '/notifications/silences',
  '/notifications/silences/add',
  '/settings/connections',
  '/settings/users',
  '/settings/jobs',
  '/settings/feature-flags',
  '/settings/event-queue-status',
  '/settings/agents',
  '/settings/integrations',
  '/settings/integrations/topologies/abc',
  '/settings/topologies',
  '/settings/topologies/abc',
  '/settings/',
  '/logs',
  '/catalog',
  '/catalog/changes',
  '/catalog/insights',
  '/catalog/scrapers',
  '/catalog/scrapers/abc',
  '/catalog/abc',
  '/catalog/abc/changes',
  '/catalog/abc/insights',
  '/catalog/abc/relationships',
  '/catalog/abc/playbooks',
  '/catalog/abc/checks',
  '/login',
  '/registration',
  '/recovery',
  '/verification',
  '/profile-settings',
  '/auth-state-checker',
  '/organizations/orgs-switched',
  '/agents',
];

const leaf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;

describe('routing table', () => {
  it.each(SPEC_URLS)('%s has its own route', (url) => {
    const route = leaf(url);
    expect(route).toBeDefined();
    expect(route!.path).not.toBe('*');
  });

  it('picks the specific settings pages over /settings/{table}', () => {
    expect(leaf('/settings/jobs')!.path).toBe('/settings/jobs');
    expect(leaf('/settings/canaries')!.path).toBe('/settings/:table');
    expect(leaf('/catalog/changes')!.path).toBe('/catalog/changes');
  });

  it('redirects / and /configs, and sends unknown routes to not-found', () => {
    expect(leaf('/')!.index).toBe(true);
    expect(leaf('/configs')!.path).toBe('/configs');
    expect(leaf('/no/such/page')!.path).toBe('*');
  });
});
