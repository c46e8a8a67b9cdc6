import { describe, expect, it } from 'vitest';
import { memoByText } from './memo-by-text.js';

describe('memoByText', () => {
  it('computes once per text, forgets all past its bound, and does not remember a throw', () => {
    const calls: string[] = [];
    const parse = memoByText((t: string) => {
      calls.push(t);
      if (t === 'bad') throw new Error('syntax error');
      return { t };
    }, 2);
    const a = parse('a');
    expect(parse('a')).toBe(a);
    parse('b');
    expect(calls).toEqual(['a', 'b']);
    parse('c'); // a third text: the cache starts over
    parse('a');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
    expect(() => parse('bad')).toThrow('syntax error');
    expect(() => parse('bad')).toThrow('syntax error');
    expect(calls.filter((c) => c === 'bad')).toHaveLength(2);
  });
});
