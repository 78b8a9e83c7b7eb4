import { z } from 'zod';

export const GLUCOSE_UNITS = ['mg/dL', 'mmol/L'] as const;
export const glucoseUnitSchema = z.enum(GLUCOSE_UNITS);
export type GlucoseUnit = z.infer<typeof glucoseUnitSchema>;

/** When the reading was taken relative to a meal or the day. */
export const MEAL_CONTEXTS = ['Before Meal', 'After Meal', 'Fasting', 'Bedtime', 'Not Specified'] as const;
export const mealContextSchema = z.enum(MEAL_CONTEXTS);
export type MealContext = z.infer<typeof mealContextSchema>;

/**
 * Manual: finger-stick meter; CGM: a continuous glucose monitor's series; Scan: a sensor value read
 * on demand (a FreeStyle Libre scan), a spot check beside the sensor's own series; Lab: laboratory
 * plasma glucose.
 */
export const READING_TYPES = ['Manual', 'CGM', 'Scan', 'Lab'] as const;
export const readingTypeSchema = z.enum(READING_TYPES);
export type ReadingType = z.infer<typeof readingTypeSchema>;

export const FEELINGS = ['Very Low', 'Low', 'Normal', 'High', 'Very High', 'Not Specified'] as const;
export const feelingSchema = z.enum(FEELINGS);
export type Feeling = z.infer<typeof feelingSchema>;
