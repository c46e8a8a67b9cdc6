import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { applyCanaryFile } from './apply-file.js';
import { parseCanaryYamlOrThrow } from './canary-definition.js';
import { registerCheckKinds } from './kinds/index.js';

registerCheckKinds();
let db: TestDatabase;
let dir: string;

const yaml = (spec: string) => `apiVersion: canaries.flanksource.com/v1
kind: Canary
metadata:
  name: web
  labels: {team: ops}
spec:
${spec}`;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'opsdeck-apply-'));
});
afterAll(() => db.drop());

describe('Canary definitions', () => {
  it('validates schedule, check types and each check against its kind', () => {
    expect(
      parseCanaryYamlOrThrow(yaml("  schedule: '@every 30s'\n  http:\n    - {name: a, url: 'http://x'}")),
    ).toHaveLength(1);
    const bad = () =>
      parseCanaryYamlOrThrow(
        yaml("  schedule: 'every day'\n  http:\n    - {name: a, url: 'nope'}\n  gopher:\n    - {name: g}"),
      );
    expect(bad).toThrowError(/invalid Canary/);
    try {
      bad();
    } catch (err) {
      const paths = (err as { details: Array<{ path: string }> }).details.map((d) => d.path);
      expect(paths).toEqual(['web: spec.schedule', 'web: spec.http[0].url', 'web: spec.gopher']);
    }
    expect(() => parseCanaryYamlOrThrow('kind: Canary')).toThrowError(/apiVersion/);
  });

  it('apply -f creates then updates (source ConfigFile); removed checks are soft-deleted; an invalid file changes nothing', async () => {
    const file = path.join(dir, 'c.yaml');
    await writeFile(
      file,
      yaml(
        "  interval: 60\n  tcp:\n    - {name: t1, endpoint: '127.0.0.1:1'}\n    - {name: t2, endpoint: '127.0.0.1:2'}",
      ),
    );
    expect(await applyCanaryFile(db.pool, file)).toEqual({ code: 0, message: 'canary default/web created' });
    await writeFile(
      file,
      yaml("  interval: 60\n  tcp:\n    - {name: t1, endpoint: '127.0.0.1:1', labels: {tier: db}}"),
    );
    expect(await applyCanaryFile(db.pool, file)).toEqual({ code: 0, message: 'canary default/web configured' });
    const checks = await db.pool.query(
      `select name, labels, deleted_at is not null as deleted from checks order by name`,
    );
    expect(checks.rows).toEqual([
      { name: 't1', labels: { tier: 'db' }, deleted: false },
      { name: 't2', labels: {}, deleted: true },
    ]);
    expect((await db.pool.query(`select source from canaries`)).rows).toEqual([{ source: 'ConfigFile' }]);
    await writeFile(file, yaml('  interval: 60\n  tcp:\n    - {name: t1}'));
    const invalid = await applyCanaryFile(db.pool, file);
    expect(invalid.code).toBe(1);
    expect(invalid.message).toContain('spec.tcp[0].endpoint: endpoint is required');
    expect((await db.pool.query(`select count(*)::int as n from checks where deleted_at is null`)).rows[0].n).toBe(1);
  });
});
