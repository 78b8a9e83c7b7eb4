import { CLINICAL_LIMITS } from '../shared/limits';
import type { IngestReading, RecordError } from '../imports/records';
import { trendDirectionOf } from '../glucose/trend';
import { deviceKindOf } from './device';
import { instantOf, type NightscoutMapOptions } from './instant';
import { NIGHTSCOUT_MESSAGES } from './messages';
import { nightscoutEntrySchema, type NightscoutEntry } from './schemas';
import { firstIssueMessage, type NightscoutMapping } from './mapping';

/**
 * Dexcom receivers send numbers below 39 as error codes, not glucose (1 sensor not active,
 * 5 not calibrated, 9 and 10 deviations, 12 bad radio: Nightscout's errorcodes plugin);
 * 39 is the receiver's 'LOW', a reading below its 40 mg/dL range.
 */
export const DEXCOM_LOW = 39;

type EntryOutcome = { record: IngestReading } | { error: string } | { ignored: true };

/** Nightscout entries to readings: `sgv` as CGM, `mbg` as meter; other types are not kept. */
export function mapNightscoutEntries(items: readonly unknown[], options: NightscoutMapOptions): NightscoutMapping<IngestReading> {
  const mapping: NightscoutMapping<IngestReading> = { records: [], errors: [], ignored: 0 };
  items.forEach((item, index) => {
    const outcome = mapEntry(item, options);
    if ('record' in outcome) mapping.records.push({ ...outcome.record, line: index + 1 });
    else if ('error' in outcome) mapping.errors.push({ line: index + 1, message: outcome.error } satisfies RecordError);
    else mapping.ignored += 1;
  });
  return mapping;
}

function mapEntry(item: unknown, options: NightscoutMapOptions): EntryOutcome {
  const parsed = nightscoutEntrySchema.safeParse(item);
  if (!parsed.success) return { error: typeof item === 'object' && item !== null ? firstIssueMessage(parsed.error) : NIGHTSCOUT_MESSAGES.notAnObject };
  const entry = parsed.data;
  const type = entry.type ?? (entry.sgv != null ? 'sgv' : entry.mbg != null ? 'mbg' : undefined);
  if (type === 'sgv') return mapGlucose(entry, entry.sgv, 'CGM', options);
  if (type === 'mbg') return mapGlucose(entry, entry.mbg, 'Manual', options);
  return { ignored: true };
}

function mapGlucose(entry: NightscoutEntry, value: number | null | undefined, readingType: 'CGM' | 'Manual', options: NightscoutMapOptions): EntryOutcome {
  if (typeof value !== 'number') return { error: readingType === 'CGM' ? NIGHTSCOUT_MESSAGES.sgvInvalid : NIGHTSCOUT_MESSAGES.mbgInvalid };
  if (readingType === 'CGM' && value < DEXCOM_LOW) return { ignored: true };
  const isLow = readingType === 'CGM' && value === DEXCOM_LOW;
  if (!isLow && (value < CLINICAL_LIMITS.glucoseMinMgdl || value > CLINICAL_LIMITS.glucoseMaxMgdl)) return { error: NIGHTSCOUT_MESSAGES.glucoseOutOfRange };
  const instant = instantOf({ ms: entry.date, text: entry.dateString ?? entry.sysTime, utcOffset: entry.utcOffset }, options);
  if (!instant.ok) return { error: instant.message };
  const direction = readingType === 'CGM' ? trendDirectionOf(entry.direction, entry.trend) : undefined;
  return {
    record: {
      kind: 'reading',
      timestamp: instant.timestamp,
      timezoneOffsetMinutes: instant.timezoneOffsetMinutes,
      deviceKind: deviceKindOf(entry.device),
      valueMgdl: value,
      entered: { value, unit: 'mg/dL' },
      readingType,
      ...(isLow ? { sensorLimit: 'below' as const } : {}),
      ...(direction ? { direction } : {}),
    },
  };
}
