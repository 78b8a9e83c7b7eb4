import { v5 as uuidV5 } from 'uuid';

/** Fixed namespace of temporary basal ids (a random UUID chosen once). */
const TEMP_BASAL_NAMESPACE = '3f8e2c71-94ab-4d06-b5e3-1c7a90d2e458';

/** A temporary basal's id: its person and the name its source keeps across resends, so a resend is the same record. */
export function tempBasalIdOf(userId: string, externalId: string): string {
  return uuidV5(`${userId}|temp-basal|${externalId}`, TEMP_BASAL_NAMESPACE);
}
