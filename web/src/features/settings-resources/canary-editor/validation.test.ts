import { describe, expect, it } from 'vitest';
import { newDraft } from './spec-conversion';
import { NOT_A_NUMBER, REQUIRED, validateEditor } from './validation';

describe('spec editor validation', () => {
  it('requires name, schedule and the required check fields', () => {
    expect(validateEditor({ name: ' ', schedule: '' }, [newDraft('http'), newDraft('folder')])).toEqual({
      name: REQUIRED,
      schedule: REQUIRED,
      'checks.0.name': REQUIRED,
      'checks.0.url': REQUIRED,
      'checks.1.name': REQUIRED,
      'checks.1.path': REQUIRED,
    });
  });

  it('requires numbers in numeric fields, at least 0 on thresholds and counts', () => {
    const d = newDraft('folder');
    d.values = { ...d.values, name: 'f', path: '/tmp', minCount: 'many', maxCount: '-1', minSize: '10' };
    expect(validateEditor({ name: 'n', schedule: '@every 1m' }, [d])).toEqual({
      'checks.0.minCount': NOT_A_NUMBER,
      'checks.0.maxCount': 'This field must be at least 0',
    });
    expect(NOT_A_NUMBER).toBe('This field must be a number');
  });

  it('checks only the canary fields in the Code tab', () => {
    expect(validateEditor({ name: 'n', schedule: '@daily' }, null)).toEqual({});
  });
});
