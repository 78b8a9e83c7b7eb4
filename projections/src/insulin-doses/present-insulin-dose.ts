import type { InsulinDose, InsulinDoseLoggedData } from '@glyco/contracts';

/** A dose as every endpoint returns it: the list, and the POST/PUT that wrote it. */
export function presentInsulinDose(data: InsulinDoseLoggedData): InsulinDose {
  return {
    _id: data.doseId,
    insulinType: data.insulinType,
    brand: data.brand,
    units: data.units,
    timestamp: data.timestamp,
    timezoneOffsetMinutes: data.timezoneOffsetMinutes,
    injectionSite: data.injectionSite,
    ...(data.relatedMealId !== undefined ? { relatedMeal: data.relatedMealId } : {}),
    notes: data.notes,
  };
}
