import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createRegistry, type Kind } from './registry.js';

type Ctx = { prefix: string };
const echo: Kind<{ text: string }, Ctx, string> = {
  type: 'echo',
  schema: z.object({ text: z.string() }),
  run: async (spec, ctx) => `${ctx.prefix}${spec.text}`,
};

describe('registry', () => {
  it('runs a registered kind with its validated spec', async () => {
    const checks = createRegistry<Ctx, string>('check type');
    checks.register(echo);
    expect(checks.types()).toEqual(['echo']);
    expect(await checks.run('echo', { text: 'hi' }, { prefix: '> ' })).toBe('> hi');
  });

  it('refuses a second kind with the same type', () => {
    const checks = createRegistry<Ctx, string>('check type');
    checks.register(echo);
    expect(() => checks.register({ ...echo })).toThrow(
      expect.objectContaining({ code: 'duplicate_kind', status: 409 }),
    );
  });

  it('answers an unknown type with a coded error listing the known ones', async () => {
    const channels = createRegistry<Ctx, string>('notification channel');
    channels.register(echo);
    expect(() => channels.getOrThrow('pager')).toThrow(
      expect.objectContaining({
        code: 'unknown_kind',
        status: 400,
        details: { family: 'notification channel', type: 'pager', known: ['echo'] },
      }),
    );
    await expect(channels.run('pager', {}, { prefix: '' })).rejects.toMatchObject({ code: 'unknown_kind' });
  });

  it('refuses a spec its schema rejects, before running', async () => {
    const checks = createRegistry<Ctx, string>('check type');
    checks.register(echo);
    await expect(checks.run('echo', { text: 3 }, { prefix: '' })).rejects.toMatchObject({
      code: 'invalid_spec',
      details: [{ path: 'text', message: expect.any(String) }],
    });
  });
});
