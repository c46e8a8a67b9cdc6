import { describe, expect, it } from 'vitest';
import { parseDurationMsOrThrow, parseScheduleOrThrow } from './schedule.js';

const at = (iso: string) => new Date(iso);

describe('parseScheduleOrThrow', () => {
  it.each([
    ['@every 30s', '2024-05-01T10:00:07.500Z', '2024-05-01T10:00:30.000Z'],
    ['@every 1m30s', '2024-05-01T10:00:00.000Z', '2024-05-01T10:01:30.000Z'],
    ['@every 1h', '2024-05-01T10:59:59.000Z', '2024-05-01T11:00:00.000Z'],
    [60, '2024-05-01T10:00:00.000Z', '2024-05-01T10:01:00.000Z'],
    ['300', '2024-05-01T10:02:00.000Z', '2024-05-01T10:05:00.000Z'],
    ['*/5 * * * * *', '2024-05-01T10:00:01.000Z', '2024-05-01T10:00:05.000Z'],
  ])('%s after %s fires at %s', (spec, after, next) => {
    expect(parseScheduleOrThrow(spec).nextAfter(at(after))?.toISOString()).toBe(next);
  });

  it('ticks are aligned to the clock, not to when a replica started', () => {
    const s = parseScheduleOrThrow('@every 10s');
    expect(s.nextAfter(at('2024-05-01T10:00:03Z'))).toEqual(s.nextAfter(at('2024-05-01T10:00:09Z')));
  });

  it('understands cron nicknames and five-field cron', () => {
    expect(parseScheduleOrThrow('@hourly').nextAfter(at('2024-05-01T10:20:00'))?.getMinutes()).toBe(0);
    expect(parseScheduleOrThrow('15 * * * *').nextAfter(at('2024-05-01T10:20:00'))?.getMinutes()).toBe(15);
  });

  it('@never never fires', () => {
    expect(parseScheduleOrThrow('@never').nextAfter(new Date())).toBeNull();
  });

  it.each(['@every', '@every 10x', 'not a cron', '0', '@every 0s'])('refuses %j with invalid_schedule', (spec) => {
    expect(() => parseScheduleOrThrow(spec)).toThrow(expect.objectContaining({ code: 'invalid_schedule' }));
  });

  it('parses Go-style durations', () => {
    expect(parseDurationMsOrThrow('1h30m')).toBe(5_400_000);
    expect(parseDurationMsOrThrow('250ms')).toBe(250);
    expect(parseDurationMsOrThrow('4h')).toBe(14_400_000);
  });
});
