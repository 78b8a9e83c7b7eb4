import { describe, expect, it } from 'vitest';
import { NIGHTSCOUT_V3_MAX_LIMIT, nightscoutV3SearchQuerySchema, projectFields } from './search-query';

const parse = (query: Record<string, unknown>) => nightscoutV3SearchQuerySchema.safeParse(query);

describe('Nightscout API v3 search parameters', () => {
  it("reads AndroidAPS's newer-than query: a filter with an operator, a sort and a limit", () => {
    expect(parse({ sort: 'date', 'date$gt': '1700000000000', limit: '500' }).data).toEqual({
      filters: [{ field: 'date', operator: 'gt', value: '1700000000000' }],
      sort: { field: 'date', descending: false },
      limit: 500,
      skip: 0,
      fields: undefined,
    });
  });

  it('reads a bare parameter as equality, sort$desc as descending, fields as a list, and defaults the limit to the maximum', () => {
    expect(parse({ 'sort$desc': 'date', type: 'sgv', fields: 'date,sgv', token: 'x' }).data).toEqual({
      filters: [{ field: 'type', operator: 'eq', value: 'sgv' }],
      sort: { field: 'date', descending: true },
      limit: NIGHTSCOUT_V3_MAX_LIMIT,
      skip: 0,
      fields: ['date', 'sgv'],
    });
  });

  it('refuses a limit past the maximum, an unknown operator and a field that is no name', () => {
    expect(parse({ limit: String(NIGHTSCOUT_V3_MAX_LIMIT + 1) }).success).toBe(false);
    expect(parse({ 'date$where': '1' }).success).toBe(false);
    expect(parse({ "date'--": '1' }).success).toBe(false);
    expect(parse({ skip: '-1' }).success).toBe(false);
  });

  it('projects the asked fields only', () => {
    expect(projectFields({ date: 1, sgv: 100, device: 'x' }, ['date', 'sgv', 'absent'])).toEqual({ date: 1, sgv: 100 });
    expect(projectFields({ date: 1 }, undefined)).toEqual({ date: 1 });
  });
});
