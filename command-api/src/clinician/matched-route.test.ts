import { describe, expect, it } from 'vitest';
import { API_ROUTES, API_ROUTE_LIST } from '@glyco/contracts';
import { matchedRoute } from './matched-route';

const match = matchedRoute(API_ROUTE_LIST);

describe('matchedRoute', () => {
  it('finds the table entry a request reaches, a literal path before a parameter', () => {
    expect(match('GET', '/api/glucose')).toBe(API_ROUTES.glucose.list);
    expect(match('PUT', '/api/glucose/3f1c')).toBe(API_ROUTES.glucose.update);
    expect(match('GET', '/api/foods/search')).toBe(API_ROUTES.foods.search);
    expect(match('GET', '/api/foods/09003')).toBe(API_ROUTES.foods.detail);
    expect(match('GET', '/api/v1/entries.json')).toBe(API_ROUTES.nightscoutV1.entries);
  });

  it('finds nothing for another method (HEAD included) or an unknown path', () => {
    expect(match('HEAD', '/api/glucose')).toBeUndefined();
    expect(match('GET', '/api/glucose/3f1c')).toBeUndefined();
    expect(match('GET', '/api/nowhere')).toBeUndefined();
  });
});
