import { describe, expect, it } from 'vitest';
import { API_ROUTE_LIST, openApiPath, routePaths } from '@glyco/contracts';
import { buildOpenApiDocument } from './build-openapi';

const document = buildOpenApiDocument(API_ROUTE_LIST) as any;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3 with an operation for every route', () => {
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods as object).map((method) => `${method} ${path}`));
    const routes = API_ROUTE_LIST.flatMap((route) => routePaths(route).map((path) => `${route.method.toLowerCase()} ${openApiPath(path)}`));
    expect(operations.sort()).toEqual(routes.sort());
  });

  it('takes request bodies and their rules from the contracts schemas', () => {
    const body = document.paths['/api/glucose'].post.requestBody.content['application/json'].schema;
    expect(body.properties.mealContext.enum).toEqual(['Before Meal', 'After Meal', 'Fasting', 'Bedtime', 'Not Specified']);
    expect(body.properties.readingType.enum).toEqual(['Manual', 'CGM', 'Scan', 'Lab']);
    const register = document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'diabetesType']));
  });

  it('documents query parameters, path parameters and bearer authentication', () => {
    const list = document.paths['/api/meals'].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'mealType']));
    const update = document.paths['/api/glucose/{id}'].put;
    expect(update.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(update.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/v1/entries.json'].post.security).toEqual([{ apiSecret: [] }, { apiSecretQuery: [] }]);
  });
});
