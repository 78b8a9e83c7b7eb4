import type { Feeling, GlucoseUnit, MealContext, ReadingType } from '../glucose/enums';
import type { DoseDelivery, InjectionSite, InsulinType } from '../insulin/enums';
import type { MealType } from '../meals/enums';
import type { TrendDirection } from '../glucose/trend';

/**
 * What a file import or a Nightscout upload hands to bulk ingest: readings, meals and doses
 * in the product's own terms, already converted to UTC. Nothing else from the source (names,
 * birth dates, serial numbers, device ids) is carried.
 */
interface IngestRecordBase {
  /** 1-based line (CSV) or array index + 1 (JSON) in the source, for error reports. */
  line?: number;
  /** UTC instant, ISO 8601. */
  timestamp: string;
  /** Minutes east of UTC at that instant in the person's zone, for local-day views. */
  timezoneOffsetMinutes: number;
  /** The device kind only: 'Dexcom G6', 'FreeStyle Libre 2', 'xDrip+'; never a serial number. */
  deviceKind: string;
}

/** A sensor value past the sensor's range: Dexcom shows 'Low' (< 40) and 'High' (> 400). */
export const SENSOR_LIMITS = ['below', 'above'] as const;
export type SensorLimit = (typeof SENSOR_LIMITS)[number];

export interface IngestReading extends IngestRecordBase {
  kind: 'reading';
  valueMgdl: number;
  entered: { value: number; unit: GlucoseUnit };
  readingType: ReadingType;
  sensorLimit?: SensorLimit;
  /** The CGM's trend arrow at that reading, when the source sends one (Nightscout uploads). */
  direction?: TrendDirection;
  /** The rest of a reading, when the source keeps it (a Glyco export); absent ones take the logging defaults. */
  mealContext?: MealContext;
  feeling?: Feeling;
  notes?: string;
  tags?: string[];
}

/** A meal's food item in full, when the source keeps it (a Glyco export). */
export interface IngestFoodItem {
  name: string;
  carbs: number;
  protein: number;
  fat: number;
  calories: number;
  amount: number;
  fdcId?: number;
}

export interface IngestMeal extends IngestRecordBase {
  kind: 'meal';
  carbs: number;
  /** A source's own id for the record (Nightscout identifier, syncIdentifier, pump id). */
  externalId?: string;
  notes?: string;
  /** When the source names the meal; else the local hour does. */
  mealType?: MealType;
  /** When the source keeps them; else one item of the carbs. */
  foodItems?: IngestFoodItem[];
  preGlucose?: number;
  postGlucose?: number;
  insulinDose?: number;
}

export interface IngestDose extends IngestRecordBase {
  kind: 'dose';
  units: number;
  insulinType: InsulinType;
  externalId?: string;
  notes?: string;
  brand?: string;
  injectionSite?: InjectionSite;
  /** The source's own id of the meal the dose was taken for; the meal imported with it keeps the link. */
  relatedMealExternalId?: string;
  /** Given by a pump (a Nightscout upload's SMB or pump record); such doses start at 0.01 U. */
  delivery?: DoseDelivery;
}

export type IngestRecord = IngestReading | IngestMeal | IngestDose;

export interface RecordError {
  line: number;
  message: string;
}

export interface IngestCounts {
  readings: number;
  meals: number;
  doses: number;
  duplicates: number;
  rejected: number;
}

export const EMPTY_INGEST_COUNTS: IngestCounts = Object.freeze({ readings: 0, meals: 0, doses: 0, duplicates: 0, rejected: 0 });

export function addIngestCounts(a: IngestCounts, b: IngestCounts): IngestCounts {
  return {
    readings: a.readings + b.readings,
    meals: a.meals + b.meals,
    doses: a.doses + b.doses,
    duplicates: a.duplicates + b.duplicates,
    rejected: a.rejected + b.rejected,
  };
}
