import { z } from 'zod';
import { deviceKindOf } from '../nightscout/device';
import type { NightscoutMapOptions } from '../nightscout/instant';
import { treatmentInstant } from '../nightscout/map-treatments';
import { nightscoutTreatmentSchema, numberLike } from '../nightscout/schemas';
import { treatmentExternalIdOf } from '../nightscout/treatment-identity';
import { TEMP_BASAL_LIMITS } from './limits';

/** A temporary basal read from an upload, before it is given an id. */
export interface TempBasalRecord {
  /** Array index + 1 in the upload. */
  line: number;
  timestamp: string;
  timezoneOffsetMinutes: number;
  deviceKind: string;
  durationMinutes: number;
  rate?: number;
  percent?: number;
  externalId: string;
}

/**
 * Nightscout's Temp Basal treatment as the loops send it: `duration` in minutes (AndroidAPS also
 * sends `durationInMilliseconds`), `absolute` or `rate` in U/h, or `percent` as Nightscout's change
 * from the scheduled rate (-50 runs half of it, -100 suspends).
 */
const tempBasalTreatmentSchema = nightscoutTreatmentSchema.extend({
  duration: numberLike,
  durationInMilliseconds: numberLike,
  absolute: numberLike,
  rate: numberLike,
  percent: numberLike,
});

export const TEMP_BASAL_EVENT_TYPE = 'Temp Basal';

export type TempBasalOutcome = { record: TempBasalRecord } | { error: string } | undefined;

/** The temporary basal an uploaded treatment is, an error when it is one that cannot be kept, else undefined. */
export function nightscoutTempBasalOf(item: unknown, line: number, options: NightscoutMapOptions): TempBasalOutcome {
  if (typeof item !== 'object' || item === null || (item as { eventType?: unknown }).eventType !== TEMP_BASAL_EVENT_TYPE) return undefined;
  const parsed = tempBasalTreatmentSchema.safeParse(item);
  if (!parsed.success || parsed.data.isValid === false) return undefined;
  const treatment = parsed.data;
  const instant = treatmentInstant(treatment, options);
  if (!instant.ok) return { error: instant.message };
  const durationMinutes = durationOf(treatment);
  const amount = amountOf(treatment);
  if (durationMinutes === undefined || durationMinutes < 0 || durationMinutes > TEMP_BASAL_LIMITS.durationMinutesMax) return { error: 'Temp basal duration must be 0 to 24 hours' };
  if (!amount) return { error: 'Temp basal needs an absolute rate or a percent' };
  const device = typeof treatment.device === 'string' ? treatment.device : undefined;
  return {
    record: {
      line,
      timestamp: instant.timestamp,
      timezoneOffsetMinutes: instant.timezoneOffsetMinutes,
      deviceKind: deviceKindOf(treatment.enteredBy, device),
      durationMinutes,
      ...amount,
      externalId: treatmentExternalIdOf(treatment, instant.timestamp),
    },
  };
}

type TempBasalTreatment = z.output<typeof tempBasalTreatmentSchema>;

function durationOf(treatment: TempBasalTreatment): number | undefined {
  if (typeof treatment.duration === 'number') return treatment.duration;
  if (typeof treatment.durationInMilliseconds === 'number') return treatment.durationInMilliseconds / 60_000;
  return undefined;
}

function amountOf(treatment: TempBasalTreatment): { rate: number } | { percent: number } | undefined {
  const rate = treatment.absolute ?? treatment.rate;
  if (typeof rate === 'number') return rate >= 0 && rate <= TEMP_BASAL_LIMITS.rateMax ? { rate } : undefined;
  if (typeof treatment.percent !== 'number') return undefined;
  const percent = 100 + treatment.percent;
  return percent >= 0 && percent <= TEMP_BASAL_LIMITS.percentMax ? { percent } : undefined;
}
