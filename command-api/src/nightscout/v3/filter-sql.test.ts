import { describe, expect, it } from 'vitest';
import { filtersSql, orderSql } from './filter-sql';

describe('API v3 filters as SQL', () => {
  it('reads every time field of a document as its instant, from epoch ms or an ISO time', () => {
    expect(filtersSql([{ field: 'date', operator: 'gt', value: '1700000000000' }], 4)).toEqual({ text: '(date_ms > $5::bigint)', values: [1700000000000] });
    expect(filtersSql([{ field: 'created_at', operator: 'gte', value: '2023-11-14T22:13:20.000Z' }], 0)).toEqual({ text: '(date_ms >= $1::bigint)', values: [1700000000000] });
  });

  it('compares a document field as a number, a boolean or text by the value sent, each value a parameter', () => {
    const { text, values } = filtersSql([
      { field: 'type', operator: 'eq', value: 'sgv' },
      { field: 'sgv', operator: 'lt', value: '70' },
      { field: 'eventType', operator: 'in', value: 'Meal Bolus|Correction Bolus' },
    ], 2);
    expect(text).toBe(
      "((document #>> '{type}') = $3::text) AND ((CASE WHEN jsonb_typeof(document #> '{sgv}') = 'number' THEN (document #> '{sgv}')::text::numeric END) < $4::numeric) AND ((document #>> '{eventType}') = ANY($5::text[]))",
    );
    expect(values).toEqual(['sgv', 70, ['Meal Bolus', 'Correction Bolus']]);
  });

  it('matches nothing with a value that cannot be of a column\'s type, and everything with none', () => {
    expect(filtersSql([{ field: 'date', operator: 'eq', value: 'yesterday' }], 0)).toEqual({ text: '(false)', values: [] });
    expect(filtersSql([], 0)).toEqual({ text: 'true', values: [] });
  });

  it('sorts by the asked field, the newest first without one', () => {
    expect(orderSql(undefined)).toBe('date_ms DESC, identifier DESC');
    expect(orderSql({ field: 'created_at', descending: false })).toBe('date_ms ASC, identifier ASC');
    expect(orderSql({ field: 'sgv', descending: true })).toBe("document #> '{sgv}' DESC, identifier DESC");
  });
});
