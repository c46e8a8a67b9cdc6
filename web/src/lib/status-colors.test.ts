import { describe, expect, it } from 'vitest';
import { statusColor } from './status-colors';

describe('status dot colours', () => {
  it.each([
    ['degraded', 'red'],
    ['missing', 'red'],
    ['unhealthy', 'red'],
    ['FAILED', 'red'],
    ['unknown', 'gray'],
    ['suspended', 'gray'],
    ['warning', 'orange'],
    ['warn', 'orange'],
    ['mixed', 'orange'],
    ['healthy', 'green'],
    ['SUCCESS', 'green'],
    ['anything-else', 'green'],
  ])('%s is %s', (status, color) => expect(statusColor(status)).toBe(color));
});
