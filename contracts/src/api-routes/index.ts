import { accountExportRoutes } from './account-export';
import { accountRoutes } from './accounts';
import { alertRoutes } from './alerts';
import { auditRoutes } from './audit';
import { chatRoutes } from './chat';
import { clinicianRoutes } from './clinician';
import { dailyViewRoutes } from './daily-view';
import type { ApiRoute } from './define-route';
import { followerRoutes } from './followers';
import { foodRoutes } from './foods';
import { glucoseRoutes } from './glucose';
import { importRoutes } from './imports';
import { insulinRoutes } from './insulin';
import { liveRoutes } from './live';
import { mealRoutes } from './meals';
import { nightscoutSecretRoutes } from './nightscout-secret';
import { nightscoutV1Routes } from './nightscout-v1';
import { nightscoutAccessTokenRoutes } from './nightscout-access-tokens';
import { nightscoutV3Routes } from './nightscout-v3';
import { nightscoutDeviceRoutes } from './nightscout-devices';
import { onBoardRoutes } from './on-board';
import { pushRoutes } from './push';
import { reportRoutes } from './reports';
import { systemRoutes } from './system';

export * from './define-route';
export * from './paths';
export { mealWithNoticeSchema } from './meals';

/**
 * Every route of `/api`, by area. The Koa routers mount these entries, the OpenAPI document and
 * the clinician allowlist are generated from them, and the web client calls them.
 */
export const API_ROUTES = {
  system: systemRoutes,
  accounts: accountRoutes,
  accountExport: accountExportRoutes,
  glucose: glucoseRoutes,
  dailyView: dailyViewRoutes,
  meals: mealRoutes,
  insulin: insulinRoutes,
  onBoard: onBoardRoutes,
  reports: reportRoutes,
  foods: foodRoutes,
  audit: auditRoutes,
  chat: chatRoutes,
  clinician: clinicianRoutes,
  followers: followerRoutes,
  nightscoutSecret: nightscoutSecretRoutes,
  nightscoutV1: nightscoutV1Routes,
  nightscoutAccessTokens: nightscoutAccessTokenRoutes,
  nightscoutV3: nightscoutV3Routes,
  nightscoutDevice: nightscoutDeviceRoutes,
  imports: importRoutes,
  live: liveRoutes,
  alerts: alertRoutes,
  push: pushRoutes,
} as const;

/** The table as one list, in the order of its areas. */
export const API_ROUTE_LIST: readonly ApiRoute[] = Object.values(API_ROUTES).flatMap((area) => Object.values(area) as ApiRoute[]);
