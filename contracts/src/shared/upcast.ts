import { upcastProfileUpdated } from '../accounts/upcast-profile-updated';
import type { JsonObject } from './json';

type Upcaster = (data: JsonObject) => JsonObject;

/** Stored payloads rewritten as they are read, by event type; every adapter applies them. */
const UPCASTERS: Readonly<Record<string, Upcaster>> = {
  ProfileUpdated: upcastProfileUpdated,
};

export function upcastData(type: string, data: JsonObject): JsonObject {
  const upcast = UPCASTERS[type];
  return upcast ? upcast(data) : data;
}
