import {
  GlucoseReadingDeleted,
  GlucoseReadingLogged,
  GlucoseReadingUpdated,
  InsulinDoseDeleted,
  InsulinDoseLogged,
  InsulinDoseUpdated,
  MealDeleted,
  MealLogged,
  MealUpdated,
  presentNightscoutEntry,
  presentNightscoutTreatment,
  type GlucoseReadingLoggedData,
  type InsulinDoseLoggedData,
  type MealLoggedData,
} from '@glyco/contracts';
import type { RecordedEvent } from '@glyco/event-store';

export type RecordKind = 'reading' | 'dose' | 'meal';
export type DocumentCollection = 'entries' | 'treatments';

/** A record as API v3 keeps it: its collection, its Nightscout document (through the v1 presenters), its time. */
export interface V3Document {
  identifier: string;
  userId: string;
  kind: RecordKind;
  collection: DocumentCollection;
  takenAt: string;
  dateMs: number;
  document: Record<string, unknown>;
}

const KIND_OF_EVENT: Record<string, { kind: RecordKind; deleted: boolean }> = {
  [GlucoseReadingLogged.type]: { kind: 'reading', deleted: false },
  [GlucoseReadingUpdated.type]: { kind: 'reading', deleted: false },
  [GlucoseReadingDeleted.type]: { kind: 'reading', deleted: true },
  [InsulinDoseLogged.type]: { kind: 'dose', deleted: false },
  [InsulinDoseUpdated.type]: { kind: 'dose', deleted: false },
  [InsulinDoseDeleted.type]: { kind: 'dose', deleted: true },
  [MealLogged.type]: { kind: 'meal', deleted: false },
  [MealUpdated.type]: { kind: 'meal', deleted: false },
  [MealDeleted.type]: { kind: 'meal', deleted: true },
};

export const V3_DOCUMENT_EVENT_TYPES = Object.keys(KIND_OF_EVENT);

export function recordKindOf(type: string): { kind: RecordKind; deleted: boolean } | undefined {
  return KIND_OF_EVENT[type];
}

export function identifierOf(data: Record<string, unknown>): string {
  return String(data.readingId ?? data.doseId ?? data.mealId);
}

/** The document of a record's latest state, as API v1 answers it plus v3's `identifier` and `date`. */
export function documentOf(kind: RecordKind, data: Record<string, unknown>): V3Document {
  const identifier = identifierOf(data);
  const userId = String(data.userId);
  const takenAt = String(data.timestamp);
  const dateMs = Date.parse(takenAt);
  const common = { identifier, userId, kind, takenAt, dateMs };
  if (kind === 'reading') {
    const reading = data as GlucoseReadingLoggedData;
    const entry = presentNightscoutEntry({
      readingId: identifier,
      valueMgdl: reading.valueMgdl,
      timestamp: takenAt,
      timezoneOffsetMinutes: reading.timezoneOffsetMinutes,
      readingType: reading.readingType,
      direction: reading.direction,
      deviceKind: reading.deviceKind,
    });
    return { ...common, collection: 'entries', document: { ...entry, identifier } };
  }
  const dose = kind === 'dose' ? (data as InsulinDoseLoggedData) : undefined;
  const meal = kind === 'meal' ? (data as MealLoggedData) : undefined;
  const treatment = presentNightscoutTreatment({
    id: identifier,
    kind,
    timestamp: takenAt,
    timezoneOffsetMinutes: Number(data.timezoneOffsetMinutes),
    units: dose?.units,
    insulinType: dose?.insulinType,
    carbs: meal?.totalCarbs,
    deviceKind: (data.deviceKind as string | undefined) ?? null,
    notes: (data.notes as string | undefined) ?? null,
  });
  return { ...common, collection: 'treatments', document: { ...treatment, identifier, date: dateMs } };
}

/** Each record's last event in a batch: its state, or its deletion. */
export function lastEventPerRecord(events: readonly RecordedEvent[]): RecordedEvent[] {
  const last = new Map<string, RecordedEvent>();
  for (const event of events) {
    const id = identifierOf(event.data);
    const seen = last.get(id);
    if (!seen || seen.revision < event.revision) last.set(id, event);
  }
  return [...last.values()];
}
