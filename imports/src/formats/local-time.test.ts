import { describe, expect, it } from 'vitest';
import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import { LocalTimeResolver, type WallClock } from './local-time';

function wall(text: string): WallClock {
  const [year, month, day, hour, minute] = text.split(/[- :]/).map(Number);
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: 0 };
}

function resolveAll(timeZone: string, times: string[]) {
  const resolver = new LocalTimeResolver(timeZone);
  return times.map((time) => {
    const resolved = resolver.resolve(wall(time));
    return resolved.ok ? `${new Date(resolved.instant).toISOString().slice(0, 16)} ${resolved.offsetMinutes}` : resolved.message;
  });
}

describe('LocalTimeResolver', () => {
  it('takes the first offset in a fall-back hour, and the later one on the second pass', () => {
    expect(resolveAll('America/New_York', ['2026-11-01 00:45', '2026-11-01 01:15', '2026-11-01 01:45', '2026-11-01 01:15', '2026-11-01 01:45', '2026-11-01 02:15'])).toEqual([
      '2026-11-01T04:45 -240', '2026-11-01T05:15 -240', '2026-11-01T05:45 -240', '2026-11-01T06:15 -300', '2026-11-01T06:45 -300', '2026-11-01T07:15 -300',
    ]);
  });

  it('stays on the first pass for rows a few minutes out of order', () => {
    expect(resolveAll('Europe/Paris', ['2026-10-25 02:20', '2026-10-25 02:14', '2026-10-25 02:35'])).toEqual([
      '2026-10-25T00:20 120', '2026-10-25T00:14 120', '2026-10-25T00:35 120',
    ]);
  });

  it('takes the first pass for a lone row in the repeated hour', () => {
    expect(resolveAll('America/New_York', ['2026-10-31 22:00', '2026-11-01 01:30'])).toEqual(['2026-11-01T02:00 -240', '2026-11-01T05:30 -240']);
  });

  it('refuses a time the clocks skipped, and one that is no date at all', () => {
    expect(resolveAll('Europe/Berlin', ['2026-03-29 01:59', '2026-03-29 02:00', '2026-03-29 02:59', '2026-03-29 03:00', '2026-02-29 10:00', '2026-04-31 10:00'])).toEqual([
      '2026-03-29T00:59 60', IMPORT_FORMAT_MESSAGES.timeInGap, IMPORT_FORMAT_MESSAGES.timeInGap, '2026-03-29T01:00 120', IMPORT_FORMAT_MESSAGES.timeInvalid, IMPORT_FORMAT_MESSAGES.timeInvalid,
    ]);
  });

  it('follows zones of the southern hemisphere and half-hour changes', () => {
    expect(resolveAll('Australia/Sydney', ['2026-10-04 02:30', '2026-10-04 03:00'])).toEqual([IMPORT_FORMAT_MESSAGES.timeInGap, '2026-10-03T16:00 660']);
    expect(resolveAll('Australia/Lord_Howe', ['2026-10-04 02:15', '2026-10-04 02:30'])).toEqual([IMPORT_FORMAT_MESSAGES.timeInGap, '2026-10-03T15:30 660']);
    expect(resolveAll('UTC', ['2026-03-29 02:30'])).toEqual(['2026-03-29T02:30 0']);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => new LocalTimeResolver('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
