import { layoutMarkerLanes, type DailyTreatment, type PlacedMarker } from '@glyco/contracts';

/** A carbs or bolus marker: its label, size and place. */
export interface TreatmentMarker {
  treatment: DailyTreatment;
  label: string;
  x: number;
  width: number;
  height: number;
  small: boolean;
}

const MARKER_HEIGHT = 20;
const SMALL_HEIGHT = 15;
/** Wider than a digit of the 11 px (10 px for an SMB) tabular label, so the box always holds its text. */
const CHAR_WIDTH = { regular: 7, small: 6.2 };
const PADDING = 10;
export const LANE_GAP = 3;
export const LANE_HEIGHT = MARKER_HEIGHT + 4;
const KIND_ORDER = { meal: 0, dose: 1 } as const;

const trimmed = (value: number) => String(Math.round(value * 100) / 100);

/** What a marker reads: carbs in grams, insulin in units. */
export function treatmentLabel(treatment: DailyTreatment): string {
  if (treatment.kind === 'meal') return `${Math.round(treatment.carbs ?? 0)} g`;
  return `${trimmed(treatment.units ?? 0)} U`;
}

/** Treatments as sized markers at their times, laid out in lanes so no two overlap. */
export function placeTreatmentMarkers(treatments: readonly DailyTreatment[], xOf: (at: Date) => number, bounds: number): PlacedMarker<TreatmentMarker>[] {
  // At the same minute the carbs come first, so they sit above their bolus as in Tidepool's daily view.
  const ordered = [...treatments].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const markers = ordered.map((treatment): TreatmentMarker => {
    const label = treatmentLabel(treatment);
    const small = treatment.automatic;
    const width = Math.ceil(label.length * (small ? CHAR_WIDTH.small : CHAR_WIDTH.regular) + PADDING);
    return { treatment, label, x: xOf(new Date(treatment.at)), width, height: small ? SMALL_HEIGHT : MARKER_HEIGHT, small };
  });
  return layoutMarkerLanes(markers, { bounds, gap: LANE_GAP });
}
