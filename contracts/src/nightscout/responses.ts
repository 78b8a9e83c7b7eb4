import { z } from 'zod';

/** POST /api/nightscout/secret: the secret, shown this once. */
export const nightscoutSecretResponseSchema = z.object({ secret: z.string() });
export type NightscoutSecretResponse = z.infer<typeof nightscoutSecretResponseSchema>;

/** GET /api/nightscout/secret: whether uploads are on, and since when (the secret is never shown again). */
export const nightscoutSecretStateSchema = z.object({ enabled: z.boolean(), since: z.string().nullable() });
export type NightscoutSecretState = z.infer<typeof nightscoutSecretStateSchema>;

/** The base URL an uploader takes (xDrip+'s form): the secret as the URL's user name. */
export function nightscoutBaseUrl(secret: string, origin: string): string {
  const url = new URL('/api/v1/', origin);
  return `${url.protocol}//${encodeURIComponent(secret)}@${url.host}${url.pathname}`;
}

/** GET /api/v1/status: what uploaders and followers check before they start. */
export interface NightscoutStatus {
  status: 'ok';
  name: string;
  version: string;
  serverTime: string;
  serverTimeEpoch: number;
  apiEnabled: true;
  careportalEnabled: true;
  settings: { units: 'mg/dl' | 'mmol'; timeFormat: 12 | 24; customTitle: string; enable: string[] };
}
