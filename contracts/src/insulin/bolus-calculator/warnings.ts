import { BAND_LIMITS_MGDL } from '../../glucose-metrics/bands';
import type { GlucoseAsUsed } from './glucose-input';
import { CGM_MAX_AGE_MINUTES } from './glucose-input';
import { BOLUS_WARNING_MESSAGES, cappedMessage, durationRaisedMessage, staleGlucoseMessage } from './messages';

/** Below the consensus's low limit no dose is suggested: a low is treated with carbohydrate first (the 15-15 rule). */
export function isLowForBolus(mgdl: number): boolean {
  return mgdl < BAND_LIMITS_MGDL.lowBelow;
}

/** Above the consensus's very-high limit (level 2 hyperglycaemia), ketones are checked before trusting a correction. */
function isVeryHigh(mgdl: number): boolean {
  return mgdl > BAND_LIMITS_MGDL.veryHighAbove;
}

export const BOLUS_WARNING_CODES = ['low-glucose', 'high-glucose', 'no-glucose', 'stale-glucose', 'duration-raised', 'capped'] as const;
export type BolusWarningCode = (typeof BOLUS_WARNING_CODES)[number];

export interface BolusWarning {
  code: BolusWarningCode;
  message: string;
}

function glucoseWarnings(glucose: GlucoseAsUsed | null): BolusWarning[] {
  if (!glucose) return [{ code: 'no-glucose', message: BOLUS_WARNING_MESSAGES.noGlucose }];
  if (!glucose.used) return [{ code: 'stale-glucose', message: staleGlucoseMessage(glucose.ageMinutes ?? 0, CGM_MAX_AGE_MINUTES) }];
  if (isLowForBolus(glucose.mgdl)) return [{ code: 'low-glucose', message: BOLUS_WARNING_MESSAGES.lowGlucose }];
  if (isVeryHigh(glucose.mgdl)) return [{ code: 'high-glucose', message: BOLUS_WARNING_MESSAGES.highGlucose }];
  return [];
}

interface WarningFacts {
  glucose: GlucoseAsUsed | null;
  savedDurationHours: number;
  usedDurationHours: number;
  cappedAt: number | null;
}

export function bolusWarnings(facts: WarningFacts): BolusWarning[] {
  return [
    ...glucoseWarnings(facts.glucose),
    ...(facts.usedDurationHours !== facts.savedDurationHours
      ? [{ code: 'duration-raised' as const, message: durationRaisedMessage(facts.savedDurationHours, facts.usedDurationHours) }]
      : []),
    ...(facts.cappedAt !== null ? [{ code: 'capped' as const, message: cappedMessage(facts.cappedAt) }] : []),
  ];
}
