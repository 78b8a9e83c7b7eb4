export type { Projection, ProjectionContext } from './engine/projection';
export { createProjector, type Projector, type ProjectorOptions } from './engine/projector';
export type { ProjectorLogger, LogFields } from './engine/logger';
export { rebuildProjection, rebuildProjections, type RebuildOptions, type RebuildProgress, type RebuildResult } from './engine/rebuild';
export { migrateProjectionEngine } from './engine/schema';
export { allProjections } from './registry';
