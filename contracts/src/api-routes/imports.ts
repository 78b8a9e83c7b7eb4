import { z } from 'zod';
import { IMPORT_MESSAGES } from '../imports/messages';
import { importAcceptedResponseSchema, importListResponseSchema, importResponseSchema } from '../imports/responses';
import { entityId } from '../shared/fields';
import { defineRoute } from './define-route';

const tag = 'Imports';
const anImport = { params: z.object({ id: entityId }), notFound: IMPORT_MESSAGES.importNotFound };

export const importRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/imports',
    tag,
    summary:
      'Import a Dexcom Clarity or LibreView CSV, a Nightscout JSON, a Glyco CSV file or a Glyco export zip: multipart field `file`, or the raw body with its content type; a job reads it',
    caller: 'person',
    response: importAcceptedResponseSchema,
    status: 202,
  }),
  list: defineRoute({ method: 'GET', path: '/api/imports', tag, summary: "The person's imports, newest first", caller: 'person', response: importListResponseSchema }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/imports/:id',
    tag,
    summary: 'An import: status, progress, counts and the first rows refused',
    caller: 'person',
    ...anImport,
    response: importResponseSchema,
  }),
  undo: defineRoute({
    method: 'DELETE',
    path: '/api/imports/:id',
    tag,
    summary: 'Undo an import: every record it created is deleted',
    caller: 'person',
    ...anImport,
    status: 204,
  }),
} as const;
