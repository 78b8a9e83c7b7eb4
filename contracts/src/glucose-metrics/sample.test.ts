import { describe, expect, it } from 'vitest';
import { isoInstantOf, localDateOf, localMinuteOfDay } from './sample';

const AT = Date.parse('2026-03-01T23:30:00.000Z');

describe('local dates and minutes', () => {
  it('dates an instant by its own offset, whatever the instant before it', () => {
    const cases: [number, number, string][] = [
      [AT, 0, '2026-03-01'],
      [AT, 30, '2026-03-02'],
      [AT, 29, '2026-03-01'],
      [AT, -720, '2026-03-01'],
      [AT - 24 * 3_600_000, 840, '2026-03-01'],
      [AT, 60, '2026-03-02'],
      [Date.parse('1969-12-31T23:59:59.999Z'), 0, '1969-12-31'],
      [Date.parse('2028-02-29T12:00:00.000Z'), -600, '2028-02-29'],
      [AT, 0, '2026-03-01'],
    ];
    expect(cases.map(([at, offset]) => localDateOf(at, offset))).toEqual(cases.map(([, , date]) => date));
    expect(localMinuteOfDay(AT, 60)).toBe(30);
    expect(localMinuteOfDay(AT, -1440)).toBe(23 * 60 + 30);
  });

  it('refuses an instant that is not one', () => {
    expect(() => localDateOf(Number.NaN, 0)).toThrow(RangeError);
  });

  it('formats instants as toISOString does', () => {
    const instants = [
      0, -1, 1, 999, 86_399_999, 86_400_000, AT, AT + 0.5, Date.parse('2028-02-29T23:59:59.999Z'),
      -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, 8.64e15, -8.64e15,
    ];
    for (let index = 0; index < 2_000; index += 1) instants.push(Math.round((Math.sin(index) * 0.5 + 0.5) * 4_102_444_800_000) - 1_000_000_000_000 + index);
    expect(instants.map(isoInstantOf)).toEqual(instants.map((at) => new Date(at).toISOString()));
    expect(() => isoInstantOf(Number.NaN)).toThrow(RangeError);
  });
});
