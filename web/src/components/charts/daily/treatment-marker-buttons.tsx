import type { PlacedMarker } from '@glyco/contracts';
import { formatTime } from '../../../lib/format';
import { LANE_HEIGHT, type TreatmentMarker } from './treatment-markers';

interface TreatmentMarkerButtonsProps {
  markers: readonly PlacedMarker<TreatmentMarker>[];
  left: number;
  top: number;
  onOpen: (marker: TreatmentMarker) => void;
}

const STYLES = {
  meal: 'rounded-full bg-amber-100 text-amber-900 ring-amber-700 dark:bg-amber-900 dark:text-amber-100 dark:ring-amber-400',
  dose: 'rounded-sm bg-violet-600 text-white ring-violet-900 dark:bg-violet-500 dark:ring-violet-200',
  automatic: 'rounded-sm bg-violet-200 text-violet-950 ring-violet-700 dark:bg-violet-800 dark:text-violet-50 dark:ring-violet-300',
  longActing: 'rounded-sm bg-teal-100 text-teal-950 ring-teal-700 dark:bg-teal-900 dark:text-teal-50 dark:ring-teal-400',
} as const;

function styleOf(marker: TreatmentMarker): string {
  if (marker.treatment.kind === 'meal') return STYLES.meal;
  if (marker.small) return STYLES.automatic;
  return marker.treatment.insulinType === 'Basal' ? STYLES.longActing : STYLES.dose;
}

/** What a screen reader hears for a marker: "Meal, 45 g carbs at 12:30 PM". */
export function markerName(marker: TreatmentMarker): string {
  const { treatment } = marker;
  const time = formatTime(treatment.at);
  if (treatment.kind === 'meal') return `Meal, ${marker.label.replace(' g', ' g carbs')} at ${time}`;
  const kind = treatment.automatic ? 'Automatic bolus' : treatment.insulinType === 'Basal' ? 'Long-acting (basal) dose' : `${treatment.insulinType ?? 'Insulin'} dose`;
  return `${kind}, ${marker.label.replace(' U', ' units')} at ${time}`;
}

/** The carbs and bolus markers as buttons over the chart, each in its lane, each opening its record. */
export function TreatmentMarkerButtons({ markers, left, top, onOpen }: TreatmentMarkerButtonsProps) {
  return (
    <div className="pointer-events-none absolute" style={{ left, top }}>
      {markers.map((marker) => {
        const style = styleOf(marker);
        return (
          <button
            key={marker.treatment.id}
            type="button"
            data-testid="treatment-marker"
            data-kind={marker.treatment.kind}
            data-automatic={marker.small}
            aria-label={markerName(marker)}
            title={markerName(marker)}
            onClick={() => onOpen(marker)}
            className={`pointer-events-auto absolute flex items-center justify-center whitespace-nowrap font-medium tabular-nums ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${marker.small ? 'text-[10px]' : 'text-[11px]'} ${style}`}
            style={{ left: marker.left, top: marker.lane * LANE_HEIGHT + (LANE_HEIGHT - marker.height) / 2, width: marker.width, height: marker.height }}
          >
            {marker.label}
          </button>
        );
      })}
    </div>
  );
}
