import { z } from 'zod';
import { errorBodySchema } from '@glyco/contracts';
import type { ApiRoute } from './api-routes';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  return rest;
};

function queryParameters(schema: z.ZodType | undefined, pathParameters: string[]) {
  const path = pathParameters.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (!schema) return path;
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const query = Object.entries(json.properties ?? {})
    .filter(([name]) => !pathParameters.includes(name))
    .map(([name, property]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: property }));
  return [...path, ...query];
}

function operation(route: ApiRoute) {
  const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const success = route.response
    ? { description: route.summary, content: { [route.responseType ?? 'application/json']: { schema: toSchema(route.response, 'output') } } }
    : { description: route.summary };
  const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  return {
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth ? { security: [{ bearerAuth: [] }] } : { security: [] }),
    parameters: queryParameters(route.query, pathParameters),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } } : {}),
    responses: { [String(route.status ?? 200)]: success, '400': errorResponse, ...(route.auth ? { '401': errorResponse } : {}) },
  };
}

/** The OpenAPI 3 document, generated from the contracts schemas of every route. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method] = operation(route);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Glyco API', version: '1.0.0', description: 'Glucose, meals, insulin, reports and accounts. Values in mg/dL.' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: toSchema(errorBodySchema, 'output') },
    },
    paths,
  };
}
