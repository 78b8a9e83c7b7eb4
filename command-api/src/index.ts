export { buildApp, buildRoutes, type AppDeps } from './runtime/build-app';
export { apiHealers, migrateApiTables } from './runtime/api-tables';
