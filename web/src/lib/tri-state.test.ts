import { describe, expect, it } from 'vitest';
import { nextTriState, parseTriStateParam, serializeTriState, splitTriState } from './tri-state';

describe('three-state filter values', () => {
  it('clicking the active state resets it to 0, the other state switches', () => {
    expect(nextTriState(0, 1)).toBe(1);
    expect(nextTriState(1, 1)).toBe(0);
    expect(nextTriState(1, -1)).toBe(-1);
    expect(nextTriState(-1, -1)).toBe(0);
  });

  it('parses and writes value:1 / value:-1 parameters', () => {
    expect(parseTriStateParam('SUCCESS:-1,FAILED:1')).toEqual({ SUCCESS: -1, FAILED: 1 });
    expect(parseTriStateParam('a:b:1')).toEqual({ 'a:b': 1 });
    expect(parseTriStateParam('X:7,,Y')).toEqual({ Y: 1 });
    expect(parseTriStateParam(null)).toEqual({});
    expect(serializeTriState({ SUCCESS: -1, FAILED: 1, RUNNING: 0 })).toBe('SUCCESS:-1,FAILED:1');
    expect(splitTriState({ SUCCESS: -1, FAILED: 1, WARNING: 1 })).toEqual({
      include: ['FAILED', 'WARNING'],
      exclude: ['SUCCESS'],
    });
  });
});
