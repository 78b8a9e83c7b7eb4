import { z } from 'zod';
import { defineRoute } from './define-route';
import { controlCharactersMessage, hasForbiddenCharacter } from '../shared/text';
import { NIGHTSCOUT_V3_COLLECTIONS } from '../nightscout/access-tokens/roles';
import { nightscoutV3SearchQuerySchema } from '../nightscout/v3/search-query';

/**
 * Nightscout's API v3 (lib/api3 of cgm-remote-monitor) and the token exchange before it. Every
 * path but `version` and the exchange takes `Authorization: Bearer <JWT>` from that exchange.
 */
const v3 = { tag: 'Nightscout', caller: 'uploader' } as const;
const collection = z.object({ collection: z.enum(NIGHTSCOUT_V3_COLLECTIONS) });
/** No identifier holds a control character: PostgreSQL refuses NUL, so it would fail the lookup. */
const identifier = z.string().min(1).max(200).refine((id) => !hasForbiddenCharacter(id), controlCharactersMessage('identifier'));
const document = collection.extend({ identifier });
const anyDocument = z.record(z.string(), z.unknown());
const missing = { notFound: 'No such collection or document' } as const;

export const nightscoutV3Routes = {
  authorize: defineRoute({
    method: 'GET',
    path: '/api/v2/authorization/request/:accessToken',
    tag: 'Nightscout',
    caller: 'public',
    summary: "An access token exchanged for a short-lived JWT carrying the token's role",
    params: z.object({ accessToken: z.string().min(1).max(200) }),
    notFound: 'Unauthorized: send a valid access token',
  }),
  version: defineRoute({ method: 'GET', path: '/api/v3/version', tag: 'Nightscout', caller: 'public', summary: 'API v3 version and server time' }),
  status: defineRoute({ ...v3, method: 'GET', path: '/api/v3/status', summary: "Version, server time and the token's permissions per collection" }),
  lastModified: defineRoute({ ...v3, method: 'GET', path: '/api/v3/lastModified', summary: 'When each collection last changed' }),
  history: defineRoute({ ...v3, method: 'GET', path: '/api/v3/:collection/history', params: collection, query: nightscoutV3SearchQuerySchema, ...missing, summary: 'Documents changed since the Last-Modified header, deleted ones with isValid false' }),
  historySince: defineRoute({
    ...v3, method: 'GET', path: '/api/v3/:collection/history/:lastModified', params: collection.extend({ lastModified: z.string().min(1).max(40) }), query: nightscoutV3SearchQuerySchema, ...missing,
    summary: 'Documents changed after an instant (epoch ms), oldest change first',
  }),
  search: defineRoute({ ...v3, method: 'GET', path: '/api/v3/:collection', params: collection, query: nightscoutV3SearchQuerySchema, ...missing, summary: 'Search with field$op=value filters, sort, sort$desc, limit, skip and fields' }),
  create: defineRoute({ ...v3, method: 'POST', path: '/api/v3/:collection', params: collection, body: anyDocument, ...missing, status: 201, summary: 'Create one document; a known one answers isDeduplication and its identifier' }),
  read: defineRoute({ ...v3, method: 'GET', path: '/api/v3/:collection/:identifier', params: document, ...missing, summary: 'One document; 304 when not modified since If-Modified-Since, 410 once deleted' }),
  update: defineRoute({ ...v3, method: 'PUT', path: '/api/v3/:collection/:identifier', params: document, body: anyDocument, ...missing, summary: 'Replace a document (isValid false deletes it)' }),
  patch: defineRoute({ ...v3, method: 'PATCH', path: '/api/v3/:collection/:identifier', params: document, body: anyDocument, ...missing, summary: 'Change fields of a document (isValid false deletes it)' }),
  remove: defineRoute({ ...v3, method: 'DELETE', path: '/api/v3/:collection/:identifier', params: document, ...missing, summary: 'Delete a document: history then answers it with isValid false' }),
} as const;
