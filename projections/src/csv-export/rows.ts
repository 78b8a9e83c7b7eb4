import { CSV_COLUMNS, deviceLimitMgdl, type GlucoseReading, type InsulinDose, type Meal } from '@glyco/contracts';

export type CsvCell = string | number | null;

/** The person's own wall-clock time of a record, `YYYY-MM-DD HH:mm`. */
export function localTimeOf(instant: Date | string, timezoneOffsetMinutes: number): string {
  const local = new Date(new Date(instant).getTime() + timezoneOffsetMinutes * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Free text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP "CSV injection"); everything else is exported as typed.
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function roundTo1(value: number): number {
  return Math.round(value * 10) / 10;
}

export const GLUCOSE_COLUMNS = CSV_COLUMNS.glucose;

/** mg/dL to 0.1; a sensor limit as '<40' or '>400', the device's own limit, as Clarity writes 'Low' and 'High' in place of a number. */
function glucoseCell(reading: GlucoseReading): CsvCell {
  if (!reading.sensorLimit) return roundTo1(reading.value);
  return `${reading.sensorLimit === 'below' ? '<' : '>'}${deviceLimitMgdl(reading.value, reading.sensorLimit)}`;
}

export function glucoseCsvRow(reading: GlucoseReading): CsvCell[] {
  return [
    reading.timestamp,
    localTimeOf(reading.timestamp, reading.timezoneOffsetMinutes),
    glucoseCell(reading),
    reading.entered.value,
    reading.entered.unit,
    reading.mealContext,
    reading.readingType,
    reading.feeling,
    safeText(reading.tags.join(', ')),
    safeText(reading.notes),
  ];
}

export const MEAL_COLUMNS = CSV_COLUMNS.meals;

/** One food item as a reader expects it: amount times the per-serving values. */
export function describeFoodItem(item: Meal['foodItems'][number]): string {
  return `${item.name} x${item.amount} (${roundTo1(item.carbs * item.amount)} g carbs, ${roundTo1(item.calories * item.amount)} kcal)`;
}

/** One row per meal; its food items joined with "; " in one cell. */
export function mealCsvRow(meal: Meal): CsvCell[] {
  return [
    meal.timestamp,
    localTimeOf(meal.timestamp, meal.timezoneOffsetMinutes),
    meal.mealType,
    meal.totalCarbs,
    meal.totalCalories,
    safeText(meal.foodItems.map(describeFoodItem).join('; ')),
    meal.preGlucose ?? null,
    meal.postGlucose ?? null,
    meal.insulinDose ?? null,
    safeText(meal.notes),
  ];
}

export const INSULIN_COLUMNS = CSV_COLUMNS.insulin;

export function insulinCsvRow(dose: InsulinDose): CsvCell[] {
  return [
    dose.timestamp,
    localTimeOf(dose.timestamp, dose.timezoneOffsetMinutes),
    dose.insulinType,
    dose.units,
    safeText(dose.brand),
    dose.injectionSite,
    dose.relatedMeal ?? null,
    safeText(dose.notes),
  ];
}
