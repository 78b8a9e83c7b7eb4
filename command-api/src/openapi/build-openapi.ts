import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, errorBodySchema, openApiPath, routePaths, type ApiRoute } from '@glyco/contracts';

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

const idempotencyKey = { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string', format: 'uuid' } };

function operation(route: ApiRoute) {
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const authenticated = route.caller !== 'public';
  const success = route.response
    ? { description: route.summary, content: { [route.responseType ?? 'application/json']: { schema: toSchema(route.response, 'output') } } }
    : { description: route.summary };
  const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  return {
    summary: route.summary,
    tags: [route.tag],
    security: securityOf(route),
    parameters: [...queryParameters(route.query, pathParameters), ...(route.idempotent ? [idempotencyKey] : [])],
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } } : {}),
    responses: { [String(route.status)]: success, '400': errorResponse, ...(authenticated ? { '401': errorResponse } : {}) },
  };
}

/** A session's bearer token, an uploader's secret (as Nightscout sends it), or nothing. */
function securityOf(route: ApiRoute): Record<string, never[]>[] {
  if (route.caller === 'uploader') return [{ apiSecret: [] }, { apiSecretQuery: [] }];
  return route.caller === 'public' ? [] : [{ bearerAuth: [] }];
}

/** The OpenAPI 3 document of the route table. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    for (const path of routePaths(route).map(openApiPath)) {
      paths[path] ??= {};
      paths[path]![route.method.toLowerCase()] = operation(route);
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Glyco API', version: '1.0.0', description: 'Glucose, meals, insulin, reports and accounts. Values in mg/dL.' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiSecret: { type: 'apiKey', in: 'header', name: 'api-secret' },
        apiSecretQuery: { type: 'apiKey', in: 'query', name: 'token' },
      },
      schemas: { ErrorBody: toSchema(errorBodySchema, 'output') },
    },
    paths,
  };
}
