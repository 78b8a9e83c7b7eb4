import { nightscoutSecretResponseSchema, nightscoutSecretStateSchema } from '../nightscout/responses';
import { defineRoute } from './define-route';

const tag = 'Nightscout';

export const nightscoutSecretRoutes = {
  state: defineRoute({
    method: 'GET',
    path: '/api/nightscout/secret',
    tag,
    summary: 'Whether uploads are on, and since when (the secret is never shown again)',
    caller: 'person',
    response: nightscoutSecretStateSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/nightscout/secret',
    tag,
    summary: 'Make a new uploader secret (shown only in this answer); it replaces the one in force',
    caller: 'person',
    response: nightscoutSecretResponseSchema,
    status: 201,
  }),
  revoke: defineRoute({ method: 'DELETE', path: '/api/nightscout/secret', tag, summary: 'Turn uploads off: the secret is refused at once', caller: 'person', status: 204 }),
} as const;
