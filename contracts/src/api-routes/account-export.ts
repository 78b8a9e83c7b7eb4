import { FHIR_JSON_CONTENT_TYPE } from '../account-export/routes';
import { defineRoute } from './define-route';

export const accountExportRoutes = {
  zip: defineRoute({
    method: 'GET',
    path: '/api/account/export',
    tag: 'Accounts',
    summary: 'Everything of the person as a zip: every record as JSON, the three CSVs and a README',
    caller: 'person',
    responseType: 'application/zip',
  }),
  fhir: defineRoute({
    method: 'GET',
    path: '/api/account/export/fhir',
    tag: 'Accounts',
    summary: 'Everything of the person as a FHIR R4 Bundle (collection); a clinician session may download it',
    caller: 'person',
    clinicianReadable: true,
    responseType: FHIR_JSON_CONTENT_TYPE,
  }),
} as const;
