import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHealth, type HealthSeed } from './health-seed';
import { startHarness, type Harness } from './helpers';

let h: Harness;
let seed: HealthSeed;
beforeAll(async () => {
  h = await startHarness();
  seed = await seedHealth(h);
});
afterAll(async () => {
  await h?.close();
});

const bodyRows = (page: Page) => page.locator('main tbody tr');
/** The row of a check, by the check's name (the name cell also holds its status dot and type). */
const cell = (page: Page, name: string) =>
  page.locator('main tbody tr', { has: page.getByText(name, { exact: true }) });

describe('health dashboard', () => {
  it('shows, filters, groups and tabs the checks, all in the URL', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/health');
    // Hide Passing is on by default: only the failing check.
    await cell(page, 'db-check').waitFor();
    await expect(cell(page, 'api-health').count()).resolves.toBe(0);
    await expect(page.getByRole('switch', { name: 'Hide Passing' }).getAttribute('aria-checked')).resolves.toBe('true');
    await h.screenshot(page, 'health-default');

    await page.getByRole('switch', { name: 'Hide Passing' }).click();
    await page.waitForURL(/hidePassing=false/);
    await cell(page, 'api-health').waitFor();
    await cell(page, 'dns-check').waitFor();
    // Default grouping by canary name: one group row plus three checks.
    await page
      .getByRole('cell', { name: /payments/ })
      .first()
      .waitFor();
    expect(await bodyRows(page).count()).toBe(4);
    await h.screenshot(page, 'health-all-checks');

    // Filter by Label: include env=prod.
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Include prod' }).click();
    await page.waitForURL(/labels=/);
    expect(decodeURIComponent(page.url())).toContain('labels={"env=prod":1}');
    await page.waitForFunction(() => !document.body.textContent?.includes('db-check'));
    await cell(page, 'api-health').waitFor();
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Include prod' }).click();
    await cell(page, 'db-check').waitFor();

    // Group By Type.
    await page.getByRole('button', { name: 'Group By' }).click();
    await page.getByRole('option', { name: 'Type' }).click();
    await page.waitForURL(/groupBy=type/);
    await bodyRows(page)
      .filter({ hasText: /http\s*\(2\)/ })
      .waitFor();
    await bodyRows(page)
      .filter({ hasText: /dns\s*\(1\)/ })
      .waitFor();
    expect(await bodyRows(page).count()).toBe(5);
    await h.screenshot(page, 'health-group-by-type');

    // Tabs by namespace: All first, then alphabetical.
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual(['All', 'alpha', 'beta']);
    await page.getByRole('tab', { name: 'beta' }).click();
    await page.waitForURL(/tab=beta/);
    await page.waitForFunction(() => !document.body.textContent?.includes('api-health'));
    await cell(page, 'db-check').waitFor();
    await page.getByRole('tab', { name: 'All' }).click();

    // Search (debounced) by name.
    await page.getByRole('searchbox', { name: 'Search by name, description, or endpoint' }).fill('dns');
    await page.waitForURL(/query=dns/);
    await page.waitForFunction(() => !document.body.textContent?.includes('db-check'));
    await cell(page, 'dns-check').waitFor();

    // The state survives a reload.
    await page.reload();
    await cell(page, 'dns-check').waitFor();
    await expect(page.getByRole('button', { name: 'Group By' }).textContent()).resolves.toContain('Type');

    // Card layout.
    await page.goto('/health?hidePassing=false&layout=card');
    await page.getByRole('button', { name: 'Open api-health' }).waitFor();
    await h.screenshot(page, 'health-cards');
    expect(errors).toEqual([]);
  });

  it('opens the check drawer from a row with its History, and runs the check now', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/health?hidePassing=false');
    await cell(page, 'db-check').click();
    await page.waitForURL(new RegExp(`checkId=${seed.checks['db-check']}`));
    const drawer = page.getByRole('dialog');
    await drawer.getByText('db-check').first().waitFor();
    await drawer.getByText('connection refused').first().waitFor();
    await expect(drawer.locator('tbody tr').count()).resolves.toBe(3);
    await drawer.getByText('1 passed').waitFor();
    await drawer.getByText('2 failed').waitFor();
    await drawer.getByLabel('Health Overview chart').waitFor();
    await h.screenshot(page, 'health-drawer-history');

    // Status filter.
    await drawer.getByRole('combobox', { name: 'Status' }).selectOption('healthy');
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog] tbody tr').length === 1);
    await drawer.getByRole('cell', { name: 'HTTP 200' }).waitFor();
    await drawer.getByRole('combobox', { name: 'Status' }).selectOption('all');

    // Duration: a created value must be a number with ms or s.
    await drawer.getByRole('textbox', { name: 'Custom duration' }).fill('2 minutes');
    await drawer.getByRole('button', { name: 'Add' }).click();
    await drawer.getByText('duration is allowed only in milli seconds & seconds').waitFor();
    await drawer.getByRole('textbox', { name: 'Custom duration' }).fill('1s');
    await drawer.getByRole('button', { name: 'Add' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog] tbody tr').length === 1);
    await drawer.getByRole('cell', { name: '1.5s' }).waitFor();

    // Spec tab: read-only YAML of the check.
    await drawer.getByRole('tab', { name: 'Spec' }).click();
    await drawer.locator('.cm-content').getByText('nowhere').waitFor();
    await h.screenshot(page, 'health-drawer-spec');
    await drawer.getByRole('link', { name: 'Edit' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/settings/canaries/${seed.canaryId}`,
    );

    // Relationships: the linked component; a row click goes to its topology page.
    await drawer.getByRole('tab', { name: 'Relationships' }).click();
    await drawer.getByRole('cell', { name: 'payments-db' }).click();
    await page.waitForURL(new RegExp(`/topology/${seed.componentId}`));

    // Run Now stores a new result, which History shows as a new row.
    await page.goto(`/health?hidePassing=false&checkId=${seed.checks['api-health']}`);
    const d = page.getByRole('dialog');
    await d.getByRole('cell', { name: 'HTTP 200' }).first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog] tbody tr').length === 3);
    await d.getByRole('button', { name: 'Run Now' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role=dialog] tbody tr').length === 4, undefined, {
      timeout: 30_000,
    });
    await h.screenshot(page, 'health-drawer-run-now');
    expect(errors).toEqual([]);
  });

  it('moves the Health Overview into a Graph tab on short screens', async () => {
    const { page, errors } = await h.newPage({ width: 1280, height: 640 });
    await page.goto(`/health?hidePassing=false&checkId=${seed.checks['db-check']}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByText('connection refused').first().waitFor();
    await expect(drawer.getByLabel('Health Overview chart').count()).resolves.toBe(0);
    await drawer.getByRole('tab', { name: 'Graph' }).click();
    await drawer.getByLabel('Health Overview chart').waitFor();
    await h.screenshot(page, 'health-drawer-short-screen-graph');
    expect(errors).toEqual([]);
  });
});
