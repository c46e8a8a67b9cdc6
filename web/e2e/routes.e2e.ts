import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** One concrete URL per row of the routing table (settings document §2) and the heading each shows. */
const ID = '00000000-0000-0000-0000-000000000001';
const ROUTES: [string, string][] = [
  ['/topology', 'Dashboard'],
  [`/topology/${ID}`, ID],
  ['/incidents', 'Incidents'],
  [`/incidents/${ID}`, ID],
  ['/health', 'Health'],
  ['/playbooks', 'Playbooks'],
  ['/playbooks/runs', 'Playbook Runs'],
  [`/playbooks/runs/${ID}`, ID],
  ['/notifications', 'Notifications'],
  ['/notifications/rules', 'Notification Rules'],
  ['/notifications/silences', 'Silences'],
  ['/notifications/silences/add', 'Add'],
  ['/settings/connections', 'Connections'],
  ['/settings/users', 'Users'],
  ['/settings/jobs', 'Job History'],
  ['/settings/feature-flags', 'Feature Flags'],
  ['/settings/event-queue-status', 'Event Queue'],
  ['/settings/', 'Event Queue'],
  ['/settings/agents', 'Agents'],
  ['/settings/integrations', 'Integrations'],
  [`/settings/integrations/topologies/${ID}`, ID],
  [`/settings/integrations/other/${ID}`, ID],
  ['/settings/topologies', 'Topologies'],
  ['/settings/logging_backends', 'Log Backends'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/properties', 'Properties'],
  ['/settings/canaries', 'Health Checks'],
  ['/settings/config_scrapers', 'Catalog Scrapers'],
  ['/settings/incident_rules', 'Incident Rules'],
  ['/settings/teams', 'Teams'],
  [`/settings/topologies/${ID}`, ID],
  ['/logs', 'Logs'],
  ['/catalog', 'Catalog'],
  ['/catalog/changes', 'Catalog Changes'],
  ['/catalog/insights', 'Catalog Insights'],
  ['/catalog/scrapers', 'Catalog Scrapers'],
  [`/catalog/scrapers/${ID}`, ID],
  [`/catalog/${ID}`, ID],
  ...(['changes', 'insights', 'relationships', 'playbooks', 'checks'] as const).map((tab): [string, string] => [
    `/catalog/${ID}/${tab}`,
    ID,
  ]),
  ['/agents', 'Agents'],
  ['/login', 'Sign In to your account'],
  ['/registration', 'Create account'],
  ['/recovery', 'Recover account'],
  ['/verification', 'Verify account'],
  ['/profile-settings', 'Profile Settings'],
  ['/organizations/orgs-switched', 'Organization selected'],
];

const SCREENSHOTS = [
  '/settings/jobs',
  '/login',
  '/health',
  '/settings/topologies',
  '/catalog',
  '/settings/event-queue-status',
];

describe('every route of the routing table', () => {
  let opened: Awaited<ReturnType<Harness['newPage']>>;
  beforeAll(async () => {
    opened = await h.newPage();
  });

  it.each(ROUTES)('%s renders without a console error', async (url, heading) => {
    const { page, errors } = opened;
    errors.length = 0;
    await page.goto(url);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: 10_000 });
    await expect(page.getByText('Page not found').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(errors, `console errors on ${url}`).toEqual([]);
    if (SCREENSHOTS.includes(url)) await h.screenshot(page, `route${url.replaceAll('/', '_')}`);
  });

  it('redirects / to /topology and /configs to /catalog, and shows not-found for unknown routes', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/');
    await page.waitForURL('**/topology');
    await page.goto('/configs');
    await page.waitForURL('**/catalog');
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto('/view/topology/abc');
    await page.getByTestId('view-topology').waitFor();
    expect(errors).toEqual([]);
  });

  it('the bad-session page and the user menu show the spec texts', async () => {
    const { page } = await h.newPage();
    await page.goto('/bad-session?error_code=BAD_SESSION');
    await page
      .getByText('Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.')
      .waitFor();
    await page.goto('/health');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByTestId('version-line').textContent()).resolves.toMatch(
      /^frontend \d+\.\d+\.\d+; backend (\S+)$/,
    );
    await page.getByRole('menuitem', { name: 'Download kubeconfig' }).click();
    await page.getByRole('dialog', { name: 'Download and install kubeconfig' }).waitFor();
    await h.screenshot(page, 'kubeconfig-dialog');
  });
});
