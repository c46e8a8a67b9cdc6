import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('return_to', () => {
  it('follows same-origin paths only', () => {
    expect(safeReturnTo('/settings/jobs?status=FAILED:1')).toBe('/settings/jobs?status=FAILED:1');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/auth-state-checker?return_to=/x',
    ])
      expect(safeReturnTo(bad)).toBe('/');
  });
});
