import { describe, expect, it } from 'vitest';
import { CLINICIAN_READABLE_ROUTES } from '../clinician/readable-routes';
import { API_ROUTES, API_ROUTE_LIST, fillPath, openApiPath, routeName, routePaths } from './index';

describe('the route table', () => {
  it('names each method and path once', () => {
    const names = API_ROUTE_LIST.flatMap((route) => routePaths(route).map((path) => `${route.method} ${path}`));
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets a clinician call the clinician-only route and the clinician-readable reads, nothing else', () => {
    expect([...CLINICIAN_READABLE_ROUTES].sort()).toEqual(
      [
        'GET /api/clinician/patient',
        'GET /api/glucose',
        'GET /api/glucose/stats/overview',
        'GET /api/glucose/current',
        'GET /api/glucose/episodes',
        'GET /api/glucose/trace',
        'GET /api/meals',
        'GET /api/insulin',
        'GET /api/on-board',
        'GET /api/live',
        'GET /api/alerts',
        'GET /api/daily-view',
        'GET /api/reports/overview',
        'GET /api/reports/export/csv',
        'GET /api/reports/export/pdf',
        'GET /api/account/export/fhir',
      ].sort(),
    );
    expect(API_ROUTE_LIST.filter((route) => route.clinicianReadable).every((route) => route.method === 'GET')).toBe(true);
  });

  it('fills path parameters URI-encoded and refuses a missing one', () => {
    expect(fillPath(API_ROUTES.glucose.update.path, { id: 'a/b' })).toBe('/api/glucose/a%2Fb');
    expect(() => fillPath(API_ROUTES.glucose.update.path)).toThrow('Missing path parameter id');
    expect(openApiPath('/api/imports/:id')).toBe('/api/imports/{id}');
    expect(routeName(API_ROUTES.imports.undo)).toBe('DELETE /api/imports/{id}');
    expect(routePaths(API_ROUTES.nightscoutV1.status)).toEqual(['/api/v1/status', '/api/v1/status.json']);
  });
});
