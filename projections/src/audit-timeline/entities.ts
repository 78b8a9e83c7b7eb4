import { streamIds, type AuditEntityType, type GlucoseReadingLoggedData, type InsulinDoseLoggedData, type MealLoggedData } from '@glyco/contracts';
import { flattenFields, type FieldValues } from './entity-fields';

/** How the timeline reads one kind of logged record: its name, a short label and its fields. */
export interface RecordKind<D> {
  entityType: AuditEntityType;
  noun: string;
  idOf(data: D): string;
  /** The stream that holds the record's events, its first one included. */
  streamOf(id: string): string;
  labelOf(data: D): string;
  fieldsOf(data: D): FieldValues;
}

const round = (value: number) => Math.round(value * 10) / 10;

export const glucoseReadingKind: RecordKind<GlucoseReadingLoggedData> = {
  entityType: 'glucose_reading',
  noun: 'Glucose reading',
  idOf: (data) => data.readingId,
  streamOf: streamIds.glucoseReading,
  // What the person typed, in their unit: the summary reads as they logged it.
  labelOf: (data) => `${data.entered.value} ${data.entered.unit}`,
  fieldsOf: ({ valueMgdl, timestamp, mealContext, readingType, feeling, notes, tags }) =>
    flattenFields({ value: valueMgdl, timestamp, mealContext, readingType, feeling, notes, tags }),
};

export const mealKind: RecordKind<MealLoggedData> = {
  entityType: 'meal',
  noun: 'Meal',
  idOf: (data) => data.mealId,
  streamOf: streamIds.meal,
  labelOf: (data) => `(${data.mealType}, ${round(data.totalCarbs)} g carbs)`,
  fieldsOf: ({ mealType, timestamp, foodItems, totalCarbs, totalCalories, preGlucose, postGlucose, insulinDose, notes }) =>
    flattenFields({ mealType, timestamp, foods: foodItems, totalCarbs, totalCalories, preGlucose, postGlucose, insulinDose, notes }),
};

export const insulinDoseKind: RecordKind<InsulinDoseLoggedData> = {
  entityType: 'insulin_dose',
  noun: 'Insulin dose',
  idOf: (data) => data.doseId,
  streamOf: streamIds.insulinDose,
  labelOf: (data) => `(${data.units} units ${data.insulinType})`,
  fieldsOf: ({ insulinType, units, brand, timestamp, injectionSite, relatedMealId, notes }) =>
    flattenFields({ insulinType, units, brand, timestamp, injectionSite, relatedMeal: relatedMealId, notes }),
};

const PROFILE_AREAS: Record<string, string> = {
  name: 'name',
  email: 'email',
  diabetesType: 'diabetes type',
  dateOfDiagnosis: 'date of diagnosis',
  insulinType: 'insulin types',
  targetGlucoseRange: 'target range',
  emergencyContacts: 'emergency contacts',
  doctor: 'doctor',
  settings: 'preferences',
};

/** "Profile: name and target range changed", from the fields that changed. */
export function profileSummary(changedFields: readonly string[]): string {
  const areas = [...new Set(changedFields.map((field) => areaOf(field.split('.')[0] ?? field)))];
  if (areas.length === 0) return 'Profile saved without changes';
  const last = areas.pop();
  return `Profile: ${areas.length > 0 ? `${areas.join(', ')} and ${last}` : last} changed`;
}

function areaOf(key: string): string {
  return PROFILE_AREAS[key] ?? key.replace(/([A-Z])/g, ' $1').toLowerCase();
}
