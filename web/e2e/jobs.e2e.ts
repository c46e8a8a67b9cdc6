import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const { rows } = await h.db.pool.query(`insert into canaries (name) values ('api-health') returning id`);
  const canary = rows[0].id as string;
  // A failed run, a successful run, and a failed run older than the default two days.
  await h.db.pool.query(
    `insert into job_history (name, resource_type, resource_id, status, duration_millis, success_count, error_count, details, created_at)
     values ('SyncCanaryJob', 'canary', $1, 'FAILED', 2500, 0, 1, '{"errors":["dial tcp 10.0.0.1:443: connection refused"]}', now() - interval '1 hour'),
            ('SyncCanaryJob', 'canary', $1, 'SUCCESS', 120, 1, 0, '{}', now() - interval '2 hours'),
            ('ScrapeConfigs', 'config_scraper', gen_random_uuid()::text, 'FAILED', 300, 0, 3, '{}', now() - interval '3 days')`,
    [canary],
  );
  await h.db.pool.query(
    `insert into job_history (name, resource_type, status, created_at) values ('CleanupJob', 'team', 'WARNING', now() - interval '30 minutes')`,
  );
});
afterAll(async () => {
  await h?.close();
});

const rowCount = async (page: Awaited<ReturnType<Harness['newPage']>>['page']) =>
  await page.locator('tbody tr').count();

describe('job history', () => {
  it('shows failed jobs of the last two days by default and filters the seeded failed job', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/settings/jobs');
    // Default: SUCCESS excluded, now-2d: the failed canary run and the warning, not the old failure.
    await page.getByRole('cell', { name: 'api-health' }).waitFor();
    await expect(page.getByRole('button', { name: 'Time range' }).textContent()).resolves.toContain('2 days');
    await expect(page.getByRole('button', { name: 'Status filter' }).textContent()).resolves.toContain('!SUCCESS');
    expect(await rowCount(page)).toBe(2);
    await expect(page.getByRole('cell', { name: 'ScrapeConfigs' }).count()).resolves.toBe(0);
    await h.screenshot(page, 'jobs-default');

    // Include only FAILED
    await page.getByRole('button', { name: 'Status filter' }).click();
    await page.getByRole('button', { name: 'Include FAILED' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/status=SUCCESS%3A-1%2CFAILED%3A1|status=SUCCESS:-1,FAILED:1/);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.getByRole('cell', { name: 'SyncCanaryJob' }).waitFor();
    await expect(page.getByRole('cell', { name: '2.5s' }).count()).resolves.toBe(1);

    // Resource type filter
    await page.getByRole('search').getByRole('button', { name: 'Resource Type' }).click();
    await page.getByRole('option', { name: 'config_scraper' }).click();
    await page.getByText('No data available').waitFor();
    await page.getByRole('button', { name: 'Clear Resource Type' }).click();
    await page.getByRole('cell', { name: 'SyncCanaryJob' }).waitFor();

    // A wider range brings the old failure back
    await page.getByRole('button', { name: 'Time range' }).click();
    await page.getByRole('button', { name: '1 week', exact: true }).click();
    await page.getByRole('cell', { name: 'ScrapeConfigs' }).waitFor();
    expect(page.url()).toContain('range=now-1w');

    // Details dialog with the error
    await page.getByRole('cell', { name: 'SyncCanaryJob' }).click();
    const dialog = page.getByRole('dialog', { name: 'Job: SyncCanaryJob' });
    await dialog.getByText('dial tcp 10.0.0.1:443: connection refused').first().waitFor();
    await dialog.locator('.cm-content').waitFor();
    await h.screenshot(page, 'jobs-details-dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    expect(errors).toEqual([]);
  });

  it('filters by job name from the list of known names, and survives a reload (state in the URL)', async () => {
    const { page } = await h.newPage();
    await page.goto('/settings/jobs?status=');
    await page.getByRole('cell', { name: 'CleanupJob' }).waitFor();
    expect(await rowCount(page)).toBe(3);
    await page.getByRole('search').getByRole('button', { name: 'Job Name' }).click();
    await expect(
      page.getByRole('listbox', { name: 'Job Name' }).getByRole('option').allTextContents(),
    ).resolves.toEqual(['CleanupJob', 'ScrapeConfigs', 'SyncCanaryJob']);
    await page.getByRole('option', { name: 'CleanupJob' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.reload();
    await page.getByRole('cell', { name: 'CleanupJob' }).waitFor();
    expect(await rowCount(page)).toBe(1);
  });

  it('shows the error panel when the request fails', async () => {
    const { page } = await h.newPage();
    await page.route('**/api/db/job_histories**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"database is down"}' }),
    );
    await page.goto('/settings/jobs');
    await page.getByRole('alert').getByText('database is down').waitFor();
  });
});
