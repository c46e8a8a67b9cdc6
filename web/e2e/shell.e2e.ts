import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('sidebar', () => {
  it('collapses by itself at 1023 px (w-14) and is expanded at 1024 px (w-56)', async () => {
    const { page, errors } = await h.newPage({ width: 1023, height: 800 });
    await page.goto('/health');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('true');
    await expect(sidebar.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(56);
    await h.screenshot(page, 'sidebar-1023px');

    await page.setViewportSize({ width: 1024, height: 800 });
    // w-56 = 14rem = 224 px, after the width transition.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 224,
    );
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('false');

    await page.setViewportSize({ width: 1023, height: 800 });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 56,
    );
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });

  it('keeps a collapse chosen on a wide screen across reloads', async () => {
    const { page } = await h.newPage({ width: 1280, height: 800 });
    await page.goto('/catalog');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Catalog', exact: true }).waitFor();
    await expect(page.getByTestId('sidebar').getAttribute('data-collapsed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.reload();
    await expect(page.getByTestId('sidebar').getAttribute('data-collapsed')).resolves.toBe('false');
  });

  it('hides entries of a disabled feature and its pages', async () => {
    await h.db.pool.query(`insert into properties (name, value) values ('logs.disable', 'true')`);
    try {
      const { page } = await h.newPage();
      await page.goto('/health');
      await page.getByRole('link', { name: 'Health' }).waitFor();
      await expect(page.getByRole('link', { name: 'Logs' }).count()).resolves.toBe(0);
      await page.goto('/logs');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await h.db.pool.query(`delete from properties where name = 'logs.disable'`);
    }
  });
});
