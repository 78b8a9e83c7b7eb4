import { fileURLToPath } from 'node:url';
import type Koa from 'koa';
import type { EventStore, PersonKeys } from '@glyco/event-store';
import { invitationTokenKey, loadVapidKeys, type Config, type Database, type Logger } from '@glyco/runtime';
import {
  createAuditRoutes, createClinicianAccessLogRoutes, createClinicianPatientRoutes, createCsvExportRoutes, createFoodRoutes,
  createGlucoseReadRoutes, createGlucoseStatsRoutes, createDailyViewRoutes, createInsulinDoseReadRoutes, createMealReadRoutes, createMealSuggestionRoutes,
  createAlertReadRoutes, createExportGuard, createReportOverviewRoutes, createUserReadRoutes, type ExportLimits, type Projector,
} from '@glyco/projections';
import { createInsulinDoseCommandRoutes } from '../insulin-doses/routes';
import { createBolusCalculatorRoutes } from '../insulin-doses/calculate-bolus/route';
import { createMealCommandRoutes } from '../meals/routes';
import { createGlucoseCommandRoutes } from '../glucose-readings/routes';
import { createAccountDeletionRoutes, createProtectedAccountRoutes, createPublicAccountRoutes } from '../accounts/routes';
import { createPasswordResetRoutes } from '../password-reset/routes';
import { createReportPdfRoutes } from '../reports-pdf/routes';
import { createReportRequests, type ReportPdfLimits } from '../reports-pdf/report-requests';
import { createAccountExportRoutes } from '../account-export/routes';
import { createImportRoutes } from '../imports/routes';
import { createHealthRoutes } from '../health/route';
import { createChatbotRoutes } from '../chatbot/routes';
import { createClinicianGate } from '../clinician/clinician-gate';
import { createClinicianAccessRoutes } from '../clinician/routes';
import { createDoctorAccessRoutes } from '../clinician/doctor-access-routes';
import { createFollowerGate } from '../followers/follower-gate';
import { createFollowerRoutes } from '../followers/routes';
import { authenticate } from '../http/authenticate';
import { readYourWrites, type WaitForProjections } from '../http/read-your-writes';
import { createTokenService } from '../http/tokens';
import { createRevocationStore } from '../sessions/session-revocations';
import { createOpenApiRoutes } from '../openapi/routes';
import { createNightscoutSecretRoutes } from '../nightscout/secret-routes';
import { createNightscoutV1Routes } from '../nightscout/v1-routes';
import { createNightscoutV3Routes } from '../nightscout/v3/v3-routes';
import { createAccessTokenRoutes } from '../nightscout/access-tokens/token-routes';
import { unknownApiPaths } from '../nightscout/unknown-api-paths';
import { createLoopStatusRoutes, createNightscoutDeviceRoutes } from '../nightscout/devicestatus/device-routes';
import { createOnBoardRoutes } from '../on-board/route';
import { createApp, type AppParts } from '../server';
import { createLive, keepLiveHub } from '../live/create-live';
import type { LiveHub, LIVE_LIMITS } from '../live/live-hub';
import { createApiRateLimits } from './rate-limits';

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  store: EventStore;
  /** The people's data keys; deleting an account destroys the person's. */
  keys: PersonKeys;
  projector: Projector;
  /** The job queues, for the health check only: the API appends events, reactors enqueue the jobs. */
  queues: { ping(): Promise<string> };
  jwtSecret: string;
  /** Default EXPORT_LIMITS; tests shorten the stall timeout. */
  exportLimits?: ExportLimits;
  /** Default REPORT_PDF_LIMITS. */
  reportPdfLimits?: ReportPdfLimits;
  /** Default LIVE_LIMITS; tests quicken the heartbeat. */
  liveLimits?: Partial<typeof LIVE_LIMITS>;
}

import { createAlertCommandRoutes, createAlertLinkRoutes } from '../alerts/routes';
import { createPushRoutes } from '../push-subscriptions/push-routes';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The composition root of the HTTP edge: every route of `/api` and the web app on one origin. */
export async function buildApp(deps: AppDeps): Promise<Koa> {
  const routes = buildRoutes(deps);
  const app = createApp({ logger: deps.logger, webDistDir: WEB_DIST, trustedProxies: deps.config.trustProxy, ...routes });
  keepLiveHub(app, routes.liveHub);
  return app;
}

/** Every router of `/api`, public and protected, and what stands between them. */
export function buildRoutes(deps: AppDeps): Pick<AppParts, 'publicRoutes' | 'protectedMiddleware' | 'protectedRoutes'> & { liveHub: LiveHub } {
  const { pool } = deps.database;
  const tokens = createTokenService(deps.jwtSecret);
  const waitFor: WaitForProjections = (position, timeoutMs = 3000, readModels) => deps.projector.waitFor(position, readModels, timeoutMs);
  const rateLimits = createApiRateLimits(pool);
  // Logout, a reset and a new or revoked doctor's code write here before answering; every request is checked here.
  // Each revocation also tells every process's live streams, which re-check their access at once.
  const live = createLive({ pool, store: deps.store, projector: deps.projector, logger: deps.logger, tokens, limits: deps.liveLimits });
  const revocations = live.announcing(createRevocationStore(pool));
  const accountDeps = { store: deps.store, pool, keys: deps.keys, tokens, throttle: rateLimits.login, revocations, registrationLimit: rateLimits.registration };
  // One guard for every download, so a person's CSVs, zip and FHIR bundle count against one cap.
  const exportGuard = createExportGuard(deps.exportLimits);
  const clinicianAccessDeps = { store: deps.store, tokens, throttle: rateLimits.clinicianAccess, revocations };
  return {
    liveHub: live.hub,
    publicRoutes: [
      createHealthRoutes({
        database: async () => (await pool.query('SELECT 1'), 'postgres'),
        eventStore: async () => (await deps.store.headPosition(), deps.config.eventStore),
        queue: () => deps.queues.ping(),
      }),
      createOpenApiRoutes(),
      createPublicAccountRoutes(accountDeps),
      createPasswordResetRoutes({ store: deps.store, limiters: rateLimits.passwordReset, revocations }),
      createClinicianAccessRoutes(clinicianAccessDeps),
      createAlertLinkRoutes({ store: deps.store, serverSecret: deps.jwtSecret }),
      // Authenticated by the uploader secret, not a session: Nightscout clients know no other way.
      createNightscoutV1Routes({ pool, store: deps.store, throttle: rateLimits.nightscout, waitFor: (position, names, timeoutMs) => deps.projector.waitFor(position, names, timeoutMs) }),
      createNightscoutDeviceRoutes({ pool, store: deps.store, throttle: rateLimits.nightscout, deviceStatusDays: deps.config.deviceStatusDays, waitFor: (position, names, timeoutMs) => deps.projector.waitFor(position, names, timeoutMs) }),
      createNightscoutV3Routes({ pool, store: deps.store, throttle: rateLimits.nightscout, jwtSecret: deps.jwtSecret, waitFor: (position, names, timeoutMs) => deps.projector.waitFor(position, names, timeoutMs) }),
    ],
    protectedMiddleware: [
      unknownApiPaths(),
      authenticate(tokens, revocations),
      createClinicianGate({ store: deps.store, revocations }),
      createFollowerGate({ pool }),
      readYourWrites(waitFor),
    ],
    protectedRoutes: [
      createProtectedAccountRoutes(accountDeps),
      createAccountDeletionRoutes(accountDeps),
      createUserReadRoutes(pool),
      createFoodRoutes({ pool, fdcApiKey: deps.config.fdcApiKey }),
      createReportOverviewRoutes(pool),
      createCsvExportRoutes(deps.database.pools.exports, exportGuard),
      createAccountExportRoutes(deps.database.pools.exports, exportGuard),
      createReportPdfRoutes(createReportRequests(deps.store, pool, deps.reportPdfLimits)),
      createMealCommandRoutes({ store: deps.store }),
      createMealReadRoutes(pool),
      createMealSuggestionRoutes(pool),
      createInsulinDoseCommandRoutes({ store: deps.store }),
      createInsulinDoseReadRoutes(pool),
      createBolusCalculatorRoutes({ pool, waitFor }),
      createGlucoseCommandRoutes({ store: deps.store }),
      createImportRoutes({ store: deps.store, pool }),
      createGlucoseReadRoutes(pool),
      createGlucoseStatsRoutes(pool),
      createDailyViewRoutes(pool),
      createAuditRoutes(pool),
      createChatbotRoutes({ pool, waitFor }),
      createClinicianPatientRoutes(pool),
      createClinicianAccessLogRoutes(pool),
      createDoctorAccessRoutes({ store: deps.store, revocations }),
      createFollowerRoutes({ store: deps.store, pool, tokens, invitationKey: invitationTokenKey(deps.jwtSecret), appUrl: deps.config.appUrl, notifyAccessChanged: live.notifyAccessChanged }),
      createNightscoutSecretRoutes({ store: deps.store, pool }),
      createLoopStatusRoutes({ pool, store: deps.store, deviceStatusDays: deps.config.deviceStatusDays, waitFor: (position, names, timeoutMs) => deps.projector.waitFor(position, names, timeoutMs) }),
      createOnBoardRoutes({ pool, store: deps.store, deviceStatusDays: deps.config.deviceStatusDays, waitFor: (position, names, timeoutMs) => deps.projector.waitFor(position, names, timeoutMs) }),
      createAccessTokenRoutes({ store: deps.store, pool }),
      createAlertCommandRoutes({ store: deps.store }),
      createAlertReadRoutes(pool),
      createPushRoutes({ store: deps.store, vapidPublicKey: vapidPublicKeyOf(deps.config) }),
      live.routes(revocations),
    ],
  };
}

/** The VAPID public key, read (or generated into DATA_DIR) once, when first asked. */
function vapidPublicKeyOf(config: AppDeps['config']): () => Promise<string> {
  let keys: ReturnType<typeof loadVapidKeys> | undefined;
  return async () => (await (keys ??= loadVapidKeys(config))).publicKey;
}
