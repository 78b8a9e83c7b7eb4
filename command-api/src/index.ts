export { buildApp, buildRoutes, type AppDeps } from './runtime/build-app';
export { apiHealers, migrateApiTables } from './runtime/api-tables';
export { endLiveStreams } from './live/create-live';
export { createAccessChangeNotifier, type NotifyAccessChanged } from './live/access-changes';
