import type { LogInsulinDose } from './schemas';

export type DoseInput = Omit<LogInsulinDose, '_id'>;

/** Where the person gave no time or time zone, the dose takes `fallback`'s. */
export function doseContent(input: DoseInput, fallback: { timestamp: string; timezoneOffsetMinutes: number }) {
  return {
    insulinType: input.insulinType,
    units: input.units,
    brand: input.brand,
    timestamp: input.timestamp ?? fallback.timestamp,
    timezoneOffsetMinutes: input.timezoneOffsetMinutes ?? fallback.timezoneOffsetMinutes,
    injectionSite: input.injectionSite,
    ...(input.relatedMeal !== undefined ? { relatedMealId: input.relatedMeal } : {}),
    notes: input.notes,
  };
}
