import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('settings resource table', () => {
  it('creates, edits and soft-deletes a topology', async () => {
    const { page, errors } = await h.newPage();
    await page.goto('/settings/topologies');
    await page.getByText('No data available').waitFor();

    // Create
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Topologies' });
    await dialog.getByLabel('Name', { exact: true }).fill('web-e2e');
    await dialog.getByLabel('Schedule').fill('@every 5m');
    await dialog.getByLabel('Labels').fill('{"team":"ops"}');
    await dialog.locator('.cm-content').click();
    await page.keyboard.type('components:\n- name: api');
    await h.screenshot(page, 'settings-create-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('web-e2e created successfully').waitFor();
    await page.waitForURL(/\/settings\/topologies\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const created = await h.db.pool.query(
      'select name, namespace, labels, spec, schedule, source, deleted_at from topologies where id = $1',
      [id],
    );
    expect(created.rows[0]).toMatchObject({
      name: 'web-e2e',
      namespace: 'default',
      labels: { team: 'ops' },
      schedule: '@every 5m',
      source: 'UI',
      deleted_at: null,
    });
    expect(created.rows[0].spec).toEqual({ components: [{ name: 'api' }] });

    // Edit: name and namespace are read-only on an existing resource
    await page.getByRole('heading', { name: 'web-e2e' }).waitFor();
    await expect(page.getByLabel('Name', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByLabel('Namespace').getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByLabel('Schedule').fill('@every 10m');
    await page.getByLabel('Labels').fill('{"team":"sre"}');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('web-e2e updated successfully').waitFor();
    const updated = await h.db.pool.query('select labels, schedule from topologies where id = $1', [id]);
    expect(updated.rows[0]).toEqual({ labels: { team: 'sre' }, schedule: '@every 10m' });
    await h.screenshot(page, 'settings-detail');

    // The list shows it, newest first
    await page.goto('/settings/topologies');
    await page.getByRole('cell', { name: 'web-e2e' }).waitFor();
    await page.getByRole('cell', { name: 'web-e2e' }).click();
    await page.waitForURL(`**/settings/topologies/${id}`);

    // Soft delete
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('web-e2e deleted successfully').waitFor();
    await page.waitForURL('**/settings/topologies');
    await page.getByText('No data available').waitFor();
    const deleted = await h.db.pool.query('select deleted_at from topologies where id = $1', [id]);
    expect(deleted.rows[0].deleted_at).not.toBeNull();

    // A deleted row is gone from its detail page too
    await page.goto(`/settings/topologies/${id}`);
    await page.getByText('No resources found').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows source-managed resources with read-only labels and the job history tab', async () => {
    const { rows } = await h.db.pool.query(
      `insert into canaries (name, namespace, labels, spec, source) values ('crd-check', 'prod', '{"a":"b"}', '{"http":[]}', 'KubernetesCRD') returning id`,
    );
    const id = rows[0].id as string;
    await h.db.pool.query(
      `insert into job_history (name, resource_type, resource_id, status, duration_millis, details) values ('SyncCanary', 'canary', $1, 'FAILED', 1500, '{"errors":["boom"]}')`,
      [id],
    );
    const { page, errors } = await h.newPage();
    await page.goto(`/settings/canaries/${id}`);
    await page.getByRole('heading', { name: 'crd-check' }).waitFor();
    await expect(page.getByLabel('Labels').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByLabel('Source').inputValue()).resolves.toBe('KubernetesCRD');
    await page.getByRole('tab', { name: 'Job History' }).click();
    await page.getByRole('cell', { name: 'SyncCanary' }).waitFor();
    await expect(page.getByRole('cell', { name: '1.5s' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
