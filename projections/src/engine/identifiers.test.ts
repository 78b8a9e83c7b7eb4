import { describe, expect, it } from 'vitest';
import { physicalTableName, quoteIdentifier } from './identifiers';

describe('physicalTableName', () => {
  it('names one generation of one version of a logical table', () => {
    expect(physicalTableName('glucose_readings', 2, 17)).toBe('rm_glucose_readings_v2_g17');
  });

  it('rejects names that are not plain identifiers or exceed the PostgreSQL limit', () => {
    expect(() => physicalTableName('Readings', 1, 1)).toThrow(/Invalid/);
    expect(() => physicalTableName('x"; DROP TABLE events; --', 1, 1)).toThrow(/Invalid/);
    expect(() => physicalTableName('a'.repeat(60), 1, 1)).toThrow(/max 63/);
  });
});

describe('quoteIdentifier', () => {
  it('doubles embedded quotes', () => {
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
  });
});
