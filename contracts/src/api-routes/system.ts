import { defineRoute } from './define-route';

export const systemRoutes = {
  health: defineRoute({ method: 'GET', path: '/api/health', tag: 'System', summary: 'Health of the database, event store and queue backend', caller: 'public' }),
  openApi: defineRoute({ method: 'GET', path: '/api/openapi.json', tag: 'System', summary: 'This document', caller: 'public' }),
} as const;
