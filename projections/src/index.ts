/*
 * The public face of the read side: nothing is imported from this package but through here. Each
 * read model's folder owns its tables; what other packages read of it is the queries below, and
 * only what they use is exported.
 */

// The engine: the projector, rebuilds, read-your-writes.
export type { Projection, ProjectionContext } from './engine/projection';
export { createProjector, type Projector, type ProjectorOptions } from './engine/projector';
export type { ProjectorLogger, LogFields } from './engine/logger';
export { rebuildProjection, rebuildProjections, type RebuildOptions, type RebuildProgress, type RebuildResult } from './engine/rebuild';
export { migrateProjectionEngine } from './engine/schema';
export { physicalTableName } from './engine/identifiers';
export { createCommitWaiter } from './engine/wait-for';
export { watchProjectionCommits } from './engine/commit-notifications';
export { allProjections, retiredProjections } from './registry';
export { retireProjections } from './engine/retire';
export { createReactors } from './reactors/index';

// Read routes, mounted by the API.
export { createAuditRoutes } from './audit-timeline/routes';
export { createClinicianAccessLogRoutes } from './clinician-access-log/routes';
export { createCsvExportRoutes } from './csv-export/routes';
export { createDailyViewRoutes } from './daily-view/routes';
export { createExportGuard, EXPORT_LIMITS, type ExportLimits } from './csv-export/export-guard';
export { createPerPersonSlots, type PerPersonSlots } from './csv-export/per-person-slots';
export { createFoodRoutes } from './foods/routes';
export { createGlucoseStatsRoutes } from './glucose-daily/routes';
export { createGlucoseReadRoutes } from './glucose-readings/routes';
export { createInsulinDoseReadRoutes } from './insulin-doses/routes';
export { createMealSuggestionRoutes } from './meal-suggestions/routes';
export { createMealReadRoutes } from './meals/routes';
export { createReportOverviewRoutes } from './reports/routes';
export { createUserReadRoutes } from './users/routes';
export { createAlertReadRoutes } from './alerts/routes';
export { createClinicianPatientRoutes } from './users/clinician-patient-routes';

// Queries, by the read model that owns their tables.
export { findUser } from './users/query';
export { loadGlucoseAnalysis, type GlucoseAnalysis } from './glucose-daily/analysis';
export { loadEdgeSamples } from './glucose-daily/edge-readings';
export { loadLatestSensorReading, type LatestSensorReading } from './glucose-daily/latest-sensor-reading';
export { listGlucoseTrace } from './glucose-readings/query';
export { listInsulinDoses, listDosesSince } from './insulin-doses/query';
export { sumInsulinUnits, type InsulinTotal } from './insulin-doses/unit-totals-query';
export { listDosePoints, type DosePoint } from './insulin-doses/period-query';
export { presentInsulinDose } from './insulin-doses/present-insulin-dose';
export { sumCarbs, type CarbTotal } from './meals/carb-total-query';
export { listMealPoints, type MealPoint } from './meals/period-query';
export { presentMeal } from './meals/present-meal';
export { findImport, importsStartedSince, listImports } from './imports/query';
export { deleteReportsOf, findReportPdf, migrateReportsTable, reportExists, saveReport } from './report-files/reports-table';
export { listNightscoutEntries, type NightscoutEntryType } from './glucose-readings/nightscout-entries';
export { listNightscoutTreatments } from './nightscout/query';
export { liveTreatmentIds, treatmentsByObjectId, type StoredTreatmentRef } from './nightscout/treatments-table';
export { listPushSubscriptionsOf, type StoredPushSubscription } from './push-subscriptions/query';
export { listTempBasalsAround, listTempBasalsBefore, liveTempBasalIds, tempBasalByObjectId, type StoredTempBasal } from './temp-basals/query';
export { storedReadingsOf, storedSensorTimes } from './glucose-readings/stored-counts';
export { listDeviceStatuses, listNightscoutProfiles, pruneDeviceStatuses } from './nightscout-devices/query';

// Views over several read models, composed from their queries.
export { listMealsWithGlucose, type MealGlucoseQuery, type MealWithGlucose } from './meal-glucose/query';
export { foodSetKey } from './meal-suggestions/rank';
export { accountExportFiles, type ExportFile } from './account-export/export-files';
export { fhirBundleText } from './account-export/fhir-bundle-text';
export { GLUCOSE_COLUMNS, INSULIN_COLUMNS, MEAL_COLUMNS, glucoseCsvRow, insulinCsvRow, mealCsvRow } from './csv-export/rows';
