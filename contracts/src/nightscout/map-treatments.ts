import { CLINICAL_LIMITS } from '../shared/limits';
import type { IngestDose, IngestMeal, IngestReading, IngestRecord } from '../imports/records';
import type { DoseDelivery, InsulinType } from '../insulin/enums';
import { toMgdl } from '../glucose/units';
import type { GlucoseUnit } from '../glucose/enums';
import { deviceKindOf } from './device';
import { instantOf, type Instant, type NightscoutMapOptions } from './instant';
import { NIGHTSCOUT_MESSAGES } from './messages';
import { nightscoutTreatmentSchema, type NightscoutTreatment } from './schemas';
import { firstIssueMessage, type NightscoutMapping } from './mapping';
import { treatmentExternalIdOf } from './treatment-identity';

/** Event types whose insulin brings a high down; SMB is OpenAPS's automatic super micro bolus. */
const CORRECTION_EVENT_TYPES = new Set(['Correction Bolus', 'SMB']);

type Located = { timestamp: string; timezoneOffsetMinutes: number; deviceKind: string };
type TreatmentOutcome = { records: IngestRecord[] } | { error: string };

/**
 * Nightscout treatments to doses and meals: `insulin` becomes a dose (Correction for Correction
 * Bolus and SMB, else Bolus), `carbs` a meal; a Meal Bolus with both gives one of each, sharing
 * the treatment's name. A BG Check with a `glucose` becomes a meter reading. Temp basals are read
 * apart (temp-basals/map-nightscout); notes, site changes and records the client marked invalid are
 * not kept.
 */
export function mapNightscoutTreatments(items: readonly unknown[], options: NightscoutMapOptions): NightscoutMapping {
  const mapping: NightscoutMapping = { records: [], errors: [], ignored: 0 };
  items.forEach((item, index) => {
    const outcome = mapTreatment(item, options);
    if ('error' in outcome) mapping.errors.push({ line: index + 1, message: outcome.error });
    else if (outcome.records.length === 0) mapping.ignored += 1;
    else mapping.records.push(...outcome.records.map((record) => ({ ...record, line: index + 1 })));
  });
  return mapping;
}

function mapTreatment(item: unknown, options: NightscoutMapOptions): TreatmentOutcome {
  const parsed = nightscoutTreatmentSchema.safeParse(item);
  if (!parsed.success) return { error: typeof item === 'object' && item !== null ? firstIssueMessage(parsed.error) : NIGHTSCOUT_MESSAGES.notAnObject };
  const treatment = parsed.data;
  if (treatment.isValid === false || !carriesData(treatment)) return { records: [] };
  const instant = treatmentInstant(treatment, options);
  if (!instant.ok) return { error: instant.message };
  const amountError = amountErrorOf(treatment);
  if (amountError) return { error: amountError };
  const located: Located = { timestamp: instant.timestamp, timezoneOffsetMinutes: instant.timezoneOffsetMinutes, deviceKind: deviceKindOf(treatment.enteredBy, textOf(treatment.device)) };
  const externalId = treatmentExternalIdOf(treatment, instant.timestamp);
  const notes = treatment.notes ? { notes: treatment.notes } : {};
  const records: IngestRecord[] = [];
  const delivery = deliveryOf(treatment);
  if (positive(treatment.insulin)) {
    records.push({ kind: 'dose', ...located, units: treatment.insulin, insulinType: insulinTypeOf(treatment), externalId, ...notes, ...(delivery ? { delivery } : {}) } satisfies IngestDose);
  }
  if (positive(treatment.carbs)) records.push({ kind: 'meal', ...located, carbs: treatment.carbs, externalId, ...notes } satisfies IngestMeal);
  const reading = bgCheckOf(treatment, located);
  if (reading) records.push(reading);
  return { records };
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && value > 0;
}

function carriesData(treatment: NightscoutTreatment): boolean {
  return positive(treatment.insulin) || positive(treatment.carbs) || (treatment.eventType === 'BG Check' && positive(treatment.glucose));
}

export function treatmentInstant(treatment: NightscoutTreatment, options: NightscoutMapOptions): Instant {
  const text = treatment.created_at ?? treatment.eventTime ?? (typeof treatment.timestamp === 'string' ? treatment.timestamp : undefined);
  const ms = text ? undefined : (treatment.date ?? treatment.mills ?? (typeof treatment.timestamp === 'number' ? treatment.timestamp : undefined));
  return instantOf({ ms, text, utcOffset: treatment.utcOffset }, options);
}

function amountErrorOf(treatment: NightscoutTreatment): string | undefined {
  const { insulin, carbs } = treatment;
  const fromPump = deliveryOf(treatment) !== undefined;
  const insulinMin = fromPump ? CLINICAL_LIMITS.pumpInsulinUnitsMin : CLINICAL_LIMITS.insulinUnitsMin;
  if (positive(insulin) && (insulin < insulinMin || insulin > CLINICAL_LIMITS.insulinUnitsMax)) {
    return fromPump ? NIGHTSCOUT_MESSAGES.pumpInsulinOutOfRange : NIGHTSCOUT_MESSAGES.insulinOutOfRange;
  }
  if (positive(carbs) && carbs > CLINICAL_LIMITS.mealCarbsMaxGrams) return NIGHTSCOUT_MESSAGES.carbsOutOfRange;
  const bg = bgCheckMgdl(treatment);
  if (bg !== undefined && (bg < CLINICAL_LIMITS.glucoseMinMgdl || bg > CLINICAL_LIMITS.glucoseMaxMgdl)) return NIGHTSCOUT_MESSAGES.glucoseOutOfRange;
  return undefined;
}

function insulinTypeOf(treatment: NightscoutTreatment): InsulinType {
  return CORRECTION_EVENT_TYPES.has(treatment.eventType ?? '') || treatment.isSMB === true ? 'Correction' : 'Bolus';
}

/**
 * A dose the loop gave on its own (`eventType` SMB, `isSMB`, `automatic`, AndroidAPS's `type`
 * SMB) or one a pump record names (`pumpId`, Loop's and Trio's `syncIdentifier`); else typed in.
 */
function deliveryOf(treatment: NightscoutTreatment): DoseDelivery | undefined {
  if (treatment.eventType === 'SMB' || treatment.isSMB === true || treatment.automatic === true || treatment.type === 'SMB') return 'automatic';
  if ((treatment.pumpId != null && treatment.pumpId !== '') || treatment.syncIdentifier) return 'pump';
  return undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Careportal BG Check: `glucose` in `units` ('mg/dl' or 'mmol'), from a finger stick. */
function bgCheckUnit(treatment: NightscoutTreatment): GlucoseUnit {
  return treatment.units?.toLowerCase().startsWith('mmol') ? 'mmol/L' : 'mg/dL';
}

function bgCheckMgdl(treatment: NightscoutTreatment): number | undefined {
  if (treatment.eventType !== 'BG Check' || !positive(treatment.glucose)) return undefined;
  return toMgdl(treatment.glucose, bgCheckUnit(treatment));
}

function bgCheckOf(treatment: NightscoutTreatment, located: Located): IngestReading | undefined {
  const valueMgdl = bgCheckMgdl(treatment);
  if (valueMgdl === undefined || !positive(treatment.glucose)) return undefined;
  return { kind: 'reading', ...located, valueMgdl, entered: { value: treatment.glucose, unit: bgCheckUnit(treatment) }, readingType: 'Manual' };
}
