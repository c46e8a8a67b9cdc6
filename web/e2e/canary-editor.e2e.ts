import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  // Engines stay off: the only result of the new check is the one Run Now records.
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function openAddDialog(page: Page) {
  await page.goto('/settings/canaries');
  await page.getByRole('button', { name: 'Add' }).click();
  return page.getByRole('dialog', { name: 'Add Health Checks' });
}

/** Replaces the whole Code tab text (insertText: no auto-indent or bracket closing). */
async function replaceCode(page: Page, text: string) {
  await page.getByRole('dialog').locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

describe('canary spec editor', () => {
  it('adds an HTTP check from the tiles, edits it, sees it on /health and runs it now', async () => {
    const { page, errors } = await h.newPage();
    const url = `${h.baseUrl}/healthz`;
    await page.goto('/settings/canaries');
    await page.getByRole('heading', { name: 'Health Checks' }).waitFor();
    await h.screenshot(page, 'canary-editor-list');
    await page.getByRole('button', { name: 'Add' }).click();
    const tiles = page.getByRole('dialog', { name: 'Add Health Checks' });
    await tiles.getByRole('button', { name: 'HTTP' }).waitFor();
    await h.screenshot(page, 'canary-editor-tiles');
    await tiles.getByRole('button', { name: 'HTTP' }).click();

    const form = page.getByRole('dialog', { name: 'Add HTTP Health Check' });
    await expect(form.getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).resolves.toBe('true');
    // Name, Schedule, Check Name and URL are required.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This field is required').first().waitFor();
    await expect(form.getByText('This field is required').count()).resolves.toBe(4);
    await form.getByLabel('Threshold (ms)').fill('soon');
    await form.getByText('This field must be a number').waitFor();
    await form.getByLabel('Threshold (ms)').fill('5000');

    await form.getByLabel('Name', { exact: true }).fill('web-e2e');
    await form.getByLabel('Schedule').selectOption('@every 1m');
    await form.getByLabel('Check Name').fill('self');
    await form.getByLabel('URL', { exact: true }).fill(url);
    await form.getByRole('checkbox', { name: '200' }).check();
    await form.getByLabel('Test type').selectOption('expr');
    await form.getByLabel('Test', { exact: true }).fill('code == 200');
    await expect(form.getByText('This field is required').count()).resolves.toBe(0);
    await h.screenshot(page, 'canary-editor-http-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('web-e2e created successfully').waitFor();
    await page.waitForURL(/\/settings\/canaries\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;

    const saved = await h.db.pool.query('select name, namespace, schedule, spec, source from canaries where id = $1', [
      id,
    ]);
    expect(saved.rows[0]).toEqual({
      name: 'web-e2e',
      namespace: 'default',
      schedule: '@every 1m',
      source: 'UI',
      spec: {
        schedule: '@every 1m',
        http: [
          {
            name: 'self',
            url,
            method: 'GET',
            responseCodes: [200],
            thresholdMillis: 5000,
            test: { expr: 'code == 200' },
          },
        ],
      },
    });
    const checks = await h.db.pool.query(
      'select id, type, name from checks where canary_id = $1 and deleted_at is null',
      [id],
    );
    expect(checks.rows.map((r) => [r.type, r.name])).toEqual([['http', 'self']]);
    const checkId = checks.rows[0].id as string;

    // The detail page opens the editor on the Form tab with the saved check; Update writes it.
    await page.getByRole('heading', { name: 'web-e2e' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('URL', { exact: true }).inputValue()).resolves.toBe(url);
    await expect(page.getByLabel('Name', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();
    await h.screenshot(page, 'canary-editor-detail-top');
    await page.getByLabel('Description').fill('the server itself');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('web-e2e updated successfully').waitFor();
    const updated = await h.db.pool.query('select spec from canaries where id = $1', [id]);
    expect(updated.rows[0].spec.http[0]).toMatchObject({ name: 'self', description: 'the server itself', url });
    await h.screenshot(page, 'canary-editor-detail');
    // Job History stays a tab of the detail page.
    await page.getByRole('tab', { name: 'Job History' }).click();
    await page.getByText('No data available').waitFor();

    // /health lists it (no result yet); the drawer runs it now and the History tab gets the result.
    await page.goto('/health?hidePassing=false');
    const row = page.locator('main tbody tr', { has: page.getByText('self', { exact: true }) });
    await row.click();
    await page.waitForURL(new RegExp(`checkId=${checkId}`));
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('cell', { name: 'No data available' }).waitFor();
    await drawer.getByRole('button', { name: 'Run Now' }).click();
    await drawer.getByRole('cell', { name: /^200 in \d+ ms$/ }).waitFor({ timeout: 30_000 });
    await expect(drawer.locator('tbody tr').count()).resolves.toBe(1);
    await h.screenshot(page, 'canary-editor-health-run-now');
    const statuses = await h.db.pool.query('select status from check_statuses where check_id = $1', [checkId]);
    expect(statuses.rows).toEqual([{ status: true }]);
    expect(errors).toEqual([]);
  });

  it('saves a code-only type (dns) from YAML and reopens it on the Code tab', async () => {
    const { page, errors } = await h.newPage();
    const tiles = await openAddDialog(page);
    await tiles.getByRole('button', { name: 'DNS' }).click();
    const form = page.getByRole('dialog', { name: 'Add DNS Health Check' });
    await expect(form.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(form.getByRole('tab', { name: 'Form' }).isDisabled()).resolves.toBe(true);
    await form.getByLabel('Name', { exact: true }).fill('dns-e2e');
    await form.getByLabel('Schedule').selectOption('@every 5m');
    await form.getByLabel('Labels').fill('{"team":"net"}');
    // The server refuses a spec apply would refuse, with its reason; the dialog keeps the text to fix.
    await replaceCode(page, 'dns:\n  - name: local-dns\n    querytype: A\n');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByRole('alert')
      .getByText(/^invalid Canary: spec\.dns\[0\]\.query: query is required/)
      .waitFor();
    await expect(form.getByRole('button', { name: 'Save' }).isVisible()).resolves.toBe(true);
    expect((await h.db.pool.query(`select 1 from canaries where name = 'dns-e2e'`)).rows).toEqual([]);
    await replaceCode(page, 'dns:\n  - name: local-dns\n    query: localhost\n    querytype: A\n');
    await h.screenshot(page, 'canary-editor-dns-code');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('dns-e2e created successfully').waitFor();
    await page.waitForURL(/\/settings\/canaries\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const saved = await h.db.pool.query('select labels, spec from canaries where id = $1', [id]);
    expect(saved.rows[0]).toEqual({
      labels: { team: 'net' },
      spec: { schedule: '@every 5m', dns: [{ name: 'local-dns', query: 'localhost', querytype: 'A' }] },
    });
    await page.getByRole('heading', { name: 'dns-e2e' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.locator('.cm-content').getByText('local-dns').waitFor();

    // Delete (saved canaries only) soft-deletes it and its checks.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('dns-e2e deleted successfully').waitFor();
    await page.waitForURL('**/settings/canaries');
    const deleted = await h.db.pool.query(
      'select c.deleted_at as canary, k.deleted_at as check from canaries c join checks k on k.canary_id = c.id where c.id = $1',
      [id],
    );
    expect(deleted.rows).toHaveLength(1);
    expect(deleted.rows[0].canary).not.toBeNull();
    expect(deleted.rows[0].check).not.toBeNull();
    // Only the refused save's 400, which Chromium logs as a failed resource load.
    expect(errors).toEqual([expect.stringContaining('400')]);
  });

  it("shows the server's message when a save is refused and keeps what was typed", async () => {
    await h.db.pool.query(
      `insert into canaries (name, namespace, spec, schedule) values ('taken', 'default', '{"schedule":"@every 5m","tcp":[{"name":"t","endpoint":"db:5432"}]}', '@every 5m')`,
    );
    const { page } = await h.newPage();
    const tiles = await openAddDialog(page);
    await tiles.getByRole('button', { name: 'TCP' }).click();
    const form = page.getByRole('dialog', { name: 'Add TCP Health Check' });
    await form.getByLabel('Name', { exact: true }).fill('taken');
    await form.getByLabel('Schedule').selectOption('@every 30s');
    await form.getByLabel('Check Name').fill('port');
    await form.getByLabel('Endpoint').fill('db:5432');
    const response = page.waitForResponse(
      (r) => r.url().includes('/api/db/canaries') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    const refused = await response;
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toBeTruthy();
    await expect(form.getByRole('alert').textContent()).resolves.toBe(message);
    await h.screenshot(page, 'canary-editor-refused');
    // Nothing is lost: the dialog stays open with every value.
    await expect(form.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('taken');
    await expect(form.getByLabel('Check Name').inputValue()).resolves.toBe('port');
    await expect(form.getByLabel('Endpoint').inputValue()).resolves.toBe('db:5432');
    await expect(form.getByLabel('Schedule').inputValue()).resolves.toBe('@every 30s');
    // Fixing the name saves it.
    await form.getByLabel('Name', { exact: true }).fill('taken-2');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('taken-2 created successfully').waitFor();
  });

  it('keeps a ConfigFile canary read-only', async () => {
    const { rows } = await h.db.pool.query(
      `insert into canaries (name, namespace, spec, schedule, source) values ('from-file', 'default', '{"schedule":"@every 5m","http":[{"name":"f","url":"http://example.com"}]}', '@every 5m', 'ConfigFile') returning id`,
    );
    const { page, errors } = await h.newPage();
    await page.goto(`/settings/canaries/${rows[0].id as string}`);
    await page.getByRole('heading', { name: 'from-file' }).waitFor();
    await expect(page.getByLabel('Source').inputValue()).resolves.toBe('ConfigFile');
    await expect(page.getByLabel('URL', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByLabel('Labels').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByRole('button', { name: 'Update' }).count()).resolves.toBe(0);
    await h.screenshot(page, 'canary-editor-config-file');
    expect(errors).toEqual([]);
  });
});
