import { describe, expect, it } from 'vitest';
import { csvFileName } from './file-name';

const NOW = new Date('2024-03-08T12:00:00.000Z');

describe('csvFileName', () => {
  it('names the dataset and the local dates of the range', () => {
    expect(csvFileName('glucose', { startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-03-07T23:59:59.999Z' }, NOW)).toBe(
      'glyco-glucose-2024-03-01-to-2024-03-07.csv',
    );
    expect(csvFileName('meals', { startDate: '2024-02-29T23:00:00.000Z', endDate: '2024-03-07T22:59:59.999Z', timezoneOffsetMinutes: 60 }, NOW)).toBe(
      'glyco-meals-2024-03-01-to-2024-03-07.csv',
    );
  });

  it('reads an open range as from the first record up to today', () => {
    expect(csvFileName('insulin', {}, NOW)).toBe('glyco-insulin-all-to-2024-03-08.csv');
  });
});
