import { describe, expect, it } from 'vitest';
import { matchesFindFilters } from './find-filters';
import { NIGHTSCOUT_COUNT_MAX, nightscoutListQuerySchema } from './queries';

describe('Nightscout list queries', () => {
  it('reads count and the find operators followers send', () => {
    const parsed = nightscoutListQuerySchema.parse({ count: '288', 'find[date][$gte]': '1772960100000', 'find[dateString][$lte]': '2026-03-08T12:00:00Z', rr: '123' });
    expect(parsed).toMatchObject({ count: 288, from: new Date(1772960100000), to: new Date('2026-03-08T12:00:00Z') });
  });

  it('makes strict bounds exclusive and keeps the narrowest of several', () => {
    const parsed = nightscoutListQuerySchema.parse({ 'find[date][$gt]': '1000', 'find[created_at][$gte]': '1970-01-01T00:00:00.500Z', 'find[date][$lt]': '5000' });
    expect(parsed).toMatchObject({ count: undefined, from: new Date(1001), to: new Date(4999) });
  });

  it("reads Nightguard's fractional milliseconds, rounding the bound inward", () => {
    expect(nightscoutListQuerySchema.parse({ 'find[date][$gt]': '1795853822500.0' }).from).toEqual(new Date(1795853822501));
    expect(nightscoutListQuerySchema.parse({ 'find[date][$gte]': '1795853822500.4' }).from).toEqual(new Date(1795853822501));
    expect(nightscoutListQuerySchema.parse({ 'find[date][$lt]': '1795853822500.4' }).to).toEqual(new Date(1795853822500));
  });

  it('takes counts up to the documented cap', () => {
    expect(nightscoutListQuerySchema.parse({ count: String(NIGHTSCOUT_COUNT_MAX) }).count).toBe(NIGHTSCOUT_COUNT_MAX);
    expect(nightscoutListQuerySchema.safeParse({ count: String(NIGHTSCOUT_COUNT_MAX + 1) }).success).toBe(false);
  });

  it('refuses a count out of range and a time that is none', () => {
    expect(nightscoutListQuerySchema.safeParse({ count: '0' }).success).toBe(false);
    expect(nightscoutListQuerySchema.safeParse({ count: 'many' }).success).toBe(false);
    expect(nightscoutListQuerySchema.safeParse({ 'find[date][$gte]': 'yesterday' }).success).toBe(false);
    expect(nightscoutListQuerySchema.safeParse({ 'find[carbs][$gt]': 'lots' }).success).toBe(false);
    expect(nightscoutListQuerySchema.safeParse({ 'find[carbs][$exists]': 'maybe' }).success).toBe(false);
  });

  it('refuses bounds outside what PostgreSQL and JavaScript both hold', () => {
    for (const [key, value] of [
      ['find[date][$gt]', '8640000000000000'],
      ['find[date][$lt]', '32503680000000'],
      ['find[dateString][$gte]', '-271821-04-20'],
      ['find[created_at][$gte]', '0001-01-01'],
      ['find[date][$gte]', '1e15'],
      ['find[dateString][$lte]', 'Invalid Date'],
    ]) {
      expect(nightscoutListQuerySchema.safeParse({ [key!]: value }).success, `${key}=${value}`).toBe(false);
    }
  });

  it('matches eventType, amounts and presence as Nightscout does, ignoring fields it does not know', () => {
    const { filters } = nightscoutListQuerySchema.parse({
      'find[eventType][$in][]': ['Meal Bolus', 'Carb Correction'],
      'find[carbs][$exists]': 'true',
      'find[insulin][$exists]': 'false',
      'find[carbs][$gte]': '20',
      'find[device]': 'ignored',
    });
    expect(filters).toHaveLength(4);
    expect(matchesFindFilters({ eventType: 'Carb Correction', carbs: 40 }, filters)).toBe(true);
    expect(matchesFindFilters({ eventType: 'Carb Correction', carbs: 10 }, filters)).toBe(false);
    expect(matchesFindFilters({ eventType: 'Meal Bolus', carbs: 40, insulin: 2 }, filters)).toBe(false);
    expect(matchesFindFilters({ eventType: 'Site Change' }, nightscoutListQuerySchema.parse({ 'find[eventType]': 'Site Change' }).filters)).toBe(true);
    expect(matchesFindFilters({ eventType: 'Meal Bolus' }, nightscoutListQuerySchema.parse({ 'find[eventType]': 'Site Change' }).filters)).toBe(false);
    expect(matchesFindFilters({ type: 'sgv' }, nightscoutListQuerySchema.parse({ 'find[type][$ne]': 'mbg' }).filters)).toBe(true);
  });

  it("reads a time filter on whichever time field a document has: an entry's date, a treatment's created_at", () => {
    const { filters } = nightscoutListQuerySchema.parse({ 'find[created_at][$gte]': '2026-03-08T08:00:00Z' });
    expect(matchesFindFilters({ type: 'sgv', date: Date.parse('2026-03-08T08:05:00Z') }, filters)).toBe(true);
    expect(matchesFindFilters({ type: 'sgv', date: Date.parse('2026-03-08T07:55:00Z') }, filters)).toBe(false);
    const byDateString = nightscoutListQuerySchema.parse({ 'find[dateString][$lt]': '2026-03-08T08:00:00Z' }).filters;
    expect(matchesFindFilters({ eventType: 'Meal Bolus', created_at: '2026-03-08T07:00:00.000Z' }, byDateString)).toBe(true);
  });
});
