import { upcastProfileUpdated } from '../accounts/upcast-profile-updated';
import type { JsonObject } from './json';
import { isSealedData } from '../personal-data';

type Upcaster = (data: JsonObject) => JsonObject;

/** Stored payloads rewritten as they are read, by event type; every adapter applies them. */
const UPCASTERS: Readonly<Record<string, Upcaster>> = {
  ProfileUpdated: upcastProfileUpdated,
};

/** Sealed data passes unchanged: the encryption decorator upcasts it once opened. */
export function upcastData(type: string, data: JsonObject): JsonObject {
  const upcast = isSealedData(data) ? undefined : UPCASTERS[type];
  return upcast ? upcast(data) : data;
}
