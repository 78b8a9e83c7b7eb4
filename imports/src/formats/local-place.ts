import { IMPORT_FORMAT_MESSAGES } from '@glyco/contracts';
import type { LocalTimeResolver, WallClock } from './local-time';
import { checkedInstant, type RowPlace } from './record-builders';

export type PlaceResult = { ok: true; place: RowPlace } | { ok: false; message: string };

/** Where a row of a device-local file happened: its time text read, put in the person's zone and checked. */
export function localPlaceOf(
  row: { line: number; time: string; deviceKind: string },
  readWallClock: (text: string) => WallClock | undefined,
  resolver: LocalTimeResolver,
  now: Date,
): PlaceResult {
  if (!row.time) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeMissing };
  const wall = readWallClock(row.time);
  if (!wall) return { ok: false, message: IMPORT_FORMAT_MESSAGES.timeInvalid };
  const resolved = resolver.resolve(wall);
  if (!resolved.ok) return resolved;
  const checked = checkedInstant(resolved.instant, now);
  if (!checked.ok) return checked;
  return { ok: true, place: { line: row.line, timestamp: checked.timestamp, timezoneOffsetMinutes: resolved.offsetMinutes, deviceKind: row.deviceKind } };
}
