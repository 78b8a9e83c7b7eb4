import { v5 as uuidV5 } from 'uuid';
import { NIGHTSCOUT_OBJECT_ID } from './object-id';
import type { NightscoutTreatment } from './schemas';

/** Fixed namespace of pump record names (a random UUID chosen once). */
const PUMP_RECORD_NAMESPACE = '6a3c0f4e-2b71-4d1a-8f9e-5c2d7b1e0a93';

/**
 * The name a treatment keeps across resends, in Nightscout's order of preference: the client's
 * `identifier`, Loop's and Trio's `syncIdentifier`, AndroidAPS's pump record (`pumpId` within
 * `pumpType` + `pumpSerial`, hashed so the pump's serial number is never stored), an `_id` the
 * client made itself (Juggluco names its treatments so, and deletes them by it), else the same
 * `created_at` and `eventType`, which Nightscout itself upserts on.
 */
export function treatmentExternalIdOf(treatment: NightscoutTreatment, timestamp: string): string {
  if (treatment.identifier) return `ns:${treatment.identifier}`;
  if (treatment.syncIdentifier) return `sync:${treatment.syncIdentifier}`;
  if (treatment.pumpId != null && treatment.pumpId !== '') {
    const pumpRecord = `${treatment.pumpType ?? ''}|${treatment.pumpSerial ?? ''}|${treatment.pumpId}`;
    return `pump:${uuidV5(pumpRecord, PUMP_RECORD_NAMESPACE)}`;
  }
  if (treatment._id && NIGHTSCOUT_OBJECT_ID.test(treatment._id)) return nightscoutObjectExternalId(treatment._id);
  return `at:${timestamp}|${treatment.eventType ?? ''}`;
}

/** The source id of a treatment a client named by its own `_id`, for a DELETE by that `_id` to find it. */
export function nightscoutObjectExternalId(objectId: string): string {
  return `oid:${objectId.toLowerCase()}`;
}
