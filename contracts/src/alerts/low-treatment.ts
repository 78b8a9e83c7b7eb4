import type { GlucoseUnit } from '../glucose/enums';
import { formatGlucoseWithUnit } from '../glucose/units';
import { BAND_LIMITS_MGDL } from '../glucose-metrics/bands';

/**
 * What to do for a low, as the assistant and the urgent low emails say it. The "15-15 rule" (ADA
 * Standards of Care 2024, section 6: 15-20 g of glucose, recheck after 15 minutes), worded for the
 * person or for a parent or partner.
 */
export function treatLow(unit: GlucoseUnit): string {
  return `If awake and able to swallow: take (or give) 15-20 g of fast-acting carbohydrate now (glucose tablets, or about 150-200 ml of juice or regular soda), recheck glucose in 15 minutes and repeat while it is below ${formatGlucoseWithUnit(BAND_LIMITS_MGDL.lowBelow, unit)}; then eat a snack or meal.`;
}

export const CANNOT_SWALLOW =
  'If the person cannot swallow, is confused or unresponsive: never give food or drink, lay them on their side, give glucagon if it has been prescribed and call your local emergency number (for example 911, 112 or 999).';
