import { describe, expect, it } from 'vitest';
import { nightscoutListQuerySchema } from './queries';

describe('Nightscout list queries', () => {
  it('reads count and the find operators followers send', () => {
    const parsed = nightscoutListQuerySchema.parse({ count: '288', 'find[date][$gte]': '1772960100000', 'find[dateString][$lte]': '2026-03-08T12:00:00Z', rr: '123' });
    expect(parsed).toEqual({ count: 288, from: new Date(1772960100000), to: new Date('2026-03-08T12:00:00Z') });
  });

  it('makes strict bounds exclusive and keeps the narrowest of several', () => {
    const parsed = nightscoutListQuerySchema.parse({ 'find[date][$gt]': '1000', 'find[created_at][$gte]': '1970-01-01T00:00:00.500Z', 'find[date][$lt]': '5000' });
    expect(parsed).toEqual({ count: undefined, from: new Date(1001), to: new Date(4999) });
  });

  it('refuses a count out of range and a time that is none', () => {
    expect(nightscoutListQuerySchema.safeParse({ count: '0' }).success).toBe(false);
    expect(nightscoutListQuerySchema.safeParse({ count: 'many' }).success).toBe(false);
    expect(nightscoutListQuerySchema.safeParse({ 'find[date][$gte]': 'yesterday' }).success).toBe(false);
  });

  it('refuses bounds outside what PostgreSQL and JavaScript both hold, and fractions of a millisecond', () => {
    for (const [key, value] of [
      ['find[date][$gt]', '8640000000000000'],
      ['find[date][$lt]', '32503680000000'],
      ['find[dateString][$gte]', '-271821-04-20'],
      ['find[created_at][$gte]', '0001-01-01'],
      ['find[date][$gte]', '1.5'],
      ['find[date][$gte]', '1e15'],
      ['find[dateString][$lte]', 'Invalid Date'],
    ]) {
      expect(nightscoutListQuerySchema.safeParse({ [key!]: value }).success, `${key}=${value}`).toBe(false);
    }
  });
});
