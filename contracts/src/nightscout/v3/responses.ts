/** What API v3 answers, as cgm-remote-monitor's lib/api3/shared/operationTools.js sends it: the HTTP status inside the body too. */
export interface NightscoutV3Envelope<T> {
  status: number;
  result: T;
}

/** POST answers: a new document (201) or the one it duplicates (200, isDeduplication). */
export interface NightscoutV3CreateAnswer {
  status: 200 | 201;
  identifier: string;
  lastModified: number;
  isDeduplication?: true;
  deduplicatedIdentifier?: string;
}

/** GET /api/v2/authorization/request/<token>, as Nightscout's lib/authorization answers it. */
export interface NightscoutJwtAnswer {
  token: string;
  sub: string;
  permissionGroups: string[][];
  iat: number;
  exp: number;
}

/** The API version Glyco's v3 follows (cgm-remote-monitor 15's lib/api3/const.json). */
export const NIGHTSCOUT_V3_API_VERSION = '3.0.4';
