import type { AuditEntityType } from './enums';

/** How the Activity page names a changed field; unknown fields are shown by their key. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  value: 'Glucose',
  timestamp: 'Time',
  mealContext: 'Meal context',
  readingType: 'Reading type',
  feeling: 'Feeling',
  notes: 'Notes',
  tags: 'Tags',
  mealType: 'Meal type',
  foods: 'Foods',
  totalCarbs: 'Carbs (g)',
  totalCalories: 'Calories',
  preGlucose: 'Pre-meal glucose',
  postGlucose: 'Post-meal glucose',
  insulinDose: 'Insulin (units)',
  insulinType: 'Insulin type',
  units: 'Units',
  brand: 'Brand',
  injectionSite: 'Injection site',
  relatedMeal: 'Related meal',
  name: 'Name',
  email: 'Email',
  diabetesType: 'Diabetes type',
  dateOfDiagnosis: 'Date of diagnosis',
  'insulinType.basal': 'Basal insulin',
  'insulinType.bolus': 'Bolus insulin',
  'targetGlucoseRange.min': 'Target range low',
  'targetGlucoseRange.max': 'Target range high',
  emergencyContacts: 'Emergency contacts',
  'doctor.name': 'Doctor name',
  'doctor.phone': 'Doctor phone',
  'doctor.email': 'Doctor email',
  'doctorAccess.expiresAt': 'Doctor access code expires',
  'settings.glucoseUnit': 'Glucose unit',
  'settings.darkMode': 'Dark mode',
  'settings.notificationsEnabled': 'Notifications',
  'settings.timeZone': 'Time zone',
  'bolusSettings.carbRatio': 'Carb ratio (g per unit)',
  'bolusSettings.correctionFactor': 'Correction factor (mg/dL per unit)',
  'bolusSettings.targetGlucose': 'Bolus target glucose',
  'bolusSettings.insulinDurationHours': 'Insulin duration (hours)',
  'bolusSettings.insulinKind': 'Insulin kind',
  'bolusSettings.doseIncrement': 'Dose increment (units)',
  'bolusSettings.maxBolus': 'Maximum bolus (units)',
};

/** Fields held in mg/dL, shown in the person's chosen unit. */
export function isGlucoseField(entityType: AuditEntityType, field: string): boolean {
  if (entityType === 'glucose_reading') return field === 'value';
  return entityType === 'profile' && (field.startsWith('targetGlucoseRange.') || field === 'bolusSettings.targetGlucose');
}
