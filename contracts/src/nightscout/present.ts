import type { ReadingType } from '../glucose/enums';
import type { TrendDirection } from '../glucose/trend';
import type { DoseDelivery, InsulinType } from '../insulin/enums';

/** An entry as Nightscout answers it (GET /api/v1/entries): the stored document's fields. */
export interface NightscoutEntryAnswer {
  _id: string;
  type: 'sgv' | 'mbg';
  sgv?: number;
  mbg?: number;
  /** Milliseconds since the epoch. */
  date: number;
  dateString: string;
  sysTime: string;
  utcOffset: number;
  direction?: TrendDirection;
  device?: string;
}

export interface StoredReading {
  readingId: string;
  valueMgdl: number;
  timestamp: string;
  timezoneOffsetMinutes: number;
  readingType: ReadingType;
  direction?: TrendDirection | null;
  deviceKind?: string | null;
}

/** Nightscout keeps mg/dL as whole numbers. */
export function presentNightscoutEntry(reading: StoredReading): NightscoutEntryAnswer {
  const date = Date.parse(reading.timestamp);
  const value = Math.round(reading.valueMgdl);
  const dateString = new Date(date).toISOString();
  return {
    _id: reading.readingId,
    ...(reading.readingType === 'CGM' ? { type: 'sgv' as const, sgv: value } : { type: 'mbg' as const, mbg: value }),
    date,
    dateString,
    sysTime: dateString,
    utcOffset: reading.timezoneOffsetMinutes,
    ...(reading.direction ? { direction: reading.direction } : {}),
    ...(reading.deviceKind ? { device: reading.deviceKind } : {}),
  };
}

/** A treatment as Nightscout answers it (GET /api/v1/treatments). */
export interface NightscoutTreatmentAnswer {
  _id: string;
  eventType: string;
  created_at: string;
  utcOffset: number;
  insulin?: number;
  carbs?: number;
  enteredBy?: string;
  identifier?: string;
  notes?: string;
  /** A dose the loop gave on its own, as OpenAPS and AndroidAPS mark an SMB. */
  isSMB?: true;
  automatic?: true;
}

export interface StoredTreatment {
  id: string;
  kind: 'dose' | 'meal';
  timestamp: string;
  timezoneOffsetMinutes: number;
  units?: number;
  insulinType?: InsulinType;
  carbs?: number;
  deviceKind?: string | null;
  notes?: string | null;
  delivery?: DoseDelivery | null;
}

/** Nightscout has no standard event type for an injection of long-acting insulin. */
const EVENT_TYPE_OF_INSULIN: Record<InsulinType, string> = {
  Bolus: 'Meal Bolus',
  Correction: 'Correction Bolus',
  Basal: 'Basal Insulin',
  Mixed: 'Meal Bolus',
};

export function presentNightscoutTreatment(treatment: StoredTreatment): NightscoutTreatmentAnswer {
  const automatic = treatment.kind === 'dose' && treatment.delivery === 'automatic';
  const eventType = treatment.kind === 'meal' ? 'Carb Correction' : automatic ? 'SMB' : EVENT_TYPE_OF_INSULIN[treatment.insulinType ?? 'Bolus'];
  return {
    _id: treatment.id,
    eventType,
    created_at: new Date(Date.parse(treatment.timestamp)).toISOString(),
    utcOffset: treatment.timezoneOffsetMinutes,
    identifier: treatment.id,
    ...(treatment.kind === 'dose' ? { insulin: treatment.units } : { carbs: treatment.carbs }),
    ...(treatment.deviceKind ? { enteredBy: treatment.deviceKind } : {}),
    ...(treatment.notes ? { notes: treatment.notes } : {}),
    ...(automatic ? { isSMB: true as const, automatic: true as const } : {}),
  };
}
