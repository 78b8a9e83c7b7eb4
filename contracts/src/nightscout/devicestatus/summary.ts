import { z } from 'zod';

/**
 * What the dashboard and the properties read from a device status, whichever loop sent it:
 * Loop and Trio (`loop`: `iob.iob`, `cob.cob`, `timestamp`, `failureReason`), OpenAPS and
 * AndroidAPS (`openaps`: `iob.iob`, `suggested`/`enacted` with `COB`, `IOB`, `timestamp`),
 * the pump (`pump`: `reservoir` in units, `battery.percent`, `status.suspended`) and the phone
 * (`uploader.battery`, or AndroidAPS's `uploaderBattery`).
 */
export const deviceStatusSummarySchema = z.object({
  device: z.string(),
  createdAt: z.string(),
  /** When the loop last ran; null when the status holds no loop. */
  loopAt: z.string().nullable(),
  /** Why the loop last failed (Loop's `failureReason`); null when it ran. */
  loopFailure: z.string().nullable(),
  iobUnits: z.number().nullable(),
  cobGrams: z.number().nullable(),
  pumpReservoirUnits: z.number().nullable(),
  pumpBatteryPercent: z.number().nullable(),
  pumpSuspended: z.boolean().nullable(),
  uploaderBatteryPercent: z.number().nullable(),
});
export type DeviceStatusSummary = z.infer<typeof deviceStatusSummarySchema>;

type Doc = Readonly<Record<string, unknown>>;

const objectAt = (value: unknown): Doc | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Doc) : undefined);
const numberAt = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const textAt = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A path through nested objects: `at(doc, 'loop', 'iob', 'iob')`. */
function at(doc: Doc | undefined, ...path: string[]): unknown {
  let current: unknown = doc;
  for (const key of path) current = objectAt(current)?.[key];
  return current;
}

/** OpenAPS uploads `iob` as one object, older rigs as an array whose first item is now. */
function openApsIob(openaps: Doc | undefined): number | null {
  const iob = openaps?.iob;
  const first = Array.isArray(iob) ? iob[0] : iob;
  return numberAt(at(objectAt(first), 'iob')) ?? numberAt(at(openaps, 'suggested', 'IOB')) ?? numberAt(at(openaps, 'enacted', 'IOB'));
}

function openApsLoopAt(openaps: Doc | undefined): string | null {
  return textAt(at(openaps, 'enacted', 'timestamp')) ?? textAt(at(openaps, 'suggested', 'timestamp'));
}

export function deviceStatusSummaryOf(document: Doc, createdAt: string): DeviceStatusSummary {
  const loop = objectAt(document.loop);
  const openaps = objectAt(document.openaps);
  const pump = objectAt(document.pump);
  return {
    device: textAt(document.device) ?? 'unknown',
    createdAt,
    loopAt: textAt(loop?.timestamp) ?? openApsLoopAt(openaps) ?? (loop || openaps ? createdAt : null),
    loopFailure: textAt(loop?.failureReason),
    iobUnits: numberAt(at(loop, 'iob', 'iob')) ?? openApsIob(openaps),
    cobGrams: numberAt(at(loop, 'cob', 'cob')) ?? numberAt(at(openaps, 'suggested', 'COB')) ?? numberAt(at(openaps, 'enacted', 'COB')),
    pumpReservoirUnits: numberAt(pump?.reservoir),
    pumpBatteryPercent: numberAt(at(pump, 'battery', 'percent')),
    pumpSuspended: typeof at(pump, 'status', 'suspended') === 'boolean' ? (at(pump, 'status', 'suspended') as boolean) : null,
    uploaderBatteryPercent: numberAt(at(document, 'uploader', 'battery')) ?? numberAt(document.uploaderBattery),
  };
}

/** The newest summary that holds the field, for properties built from several statuses (the pump and the loop may upload apart). */
export function latestWith<K extends keyof DeviceStatusSummary>(summaries: readonly DeviceStatusSummary[], key: K): DeviceStatusSummary | undefined {
  return summaries.find((summary) => summary[key] !== null);
}
