import { formatGlucoseValue, TREND_ARROWS, type CurrentGlucose } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { textColourOn } from '../../../lib/colour-contrast';
import { formatDuration, formatShort } from '../../../lib/format';
import { glucoseLevel } from '../../../lib/glucose/level';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { currentReadingAge, isStale } from '../reading-age';
import { useReadingAge } from '../use-reading-age';

type Reading = NonNullable<CurrentGlucose['reading']>;

/** A stale reading's level in grey: faded colours lose the contrast their text needs (WCAG 1.4.3). */
const STALE_BADGE_COLOUR = '#64748b';

function LevelBadge({ reading, target, stale }: { reading: Reading; stale: boolean } & Pick<GlucosePreferences, 'target'>) {
  const level = glucoseLevel(reading.value, target, reading.enteredUnit);
  const colour = stale ? STALE_BADGE_COLOUR : level.colour;
  return (
    <span className="rounded-full px-3 py-1 text-sm font-semibold" style={{ backgroundColor: colour, color: textColourOn(colour) }}>
      {level.label}
    </span>
  );
}

function TrendText({ trend }: { trend: CurrentGlucose['trend'] }) {
  if (!trend) return <span className="text-slate-600 dark:text-slate-400">No trend</span>;
  const { arrow, label } = TREND_ARROWS[trend.trend];
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-3xl leading-none">
        {arrow}
      </span>
      {label}
    </span>
  );
}

/** The newest reading: value, level, trend and an age that ticks each minute; a stale one is greyed and says so. */
/** `personName` names whose glucose it is when a follower views it; the person's own dashboard says "your". */
export function CurrentGlucoseTile({ current, unit, target, personName }: { current: CurrentGlucose; personName?: string } & GlucosePreferences) {
  if (!current.reading) return null;
  return <CurrentReading reading={current.reading} trend={current.trend} unit={unit} target={target} personName={personName} />;
}

function CurrentReading({ reading, trend, unit, target, personName }: { reading: Reading; trend: CurrentGlucose['trend']; personName?: string } & GlucosePreferences) {
  const ageMinutes = useReadingAge(reading.timestamp);
  const stale = isStale(ageMinutes);
  const muted = 'text-slate-500 dark:text-slate-400';
  return (
    <Card title="Current Glucose" subtitle={`${formatShort(reading.timestamp)} · ${reading.readingType === 'CGM' ? 'CGM' : `${reading.readingType} reading`}`}>
      <dl className="flex flex-wrap items-center gap-x-8 gap-y-3">
        <div>
          <dt className="sr-only">Glucose</dt>
          <dd className={`text-5xl font-bold ${stale ? muted : ''}`}>
            {formatGlucoseValue(reading.value, unit, reading.sensorLimit)}
            <span className="ml-2 text-lg font-normal text-slate-600 dark:text-slate-400">{unit}</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Level</dt>
          <dd>
            <LevelBadge reading={reading} target={target} stale={stale} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">Trend</dt>
          <dd className={`text-lg font-medium ${stale ? muted : ''}`}>
            <TrendText trend={trend} />
          </dd>
        </div>
        <div>
          <dt className="sr-only">Age</dt>
          <dd className={`text-lg ${stale ? `font-semibold ${muted}` : 'text-slate-700 dark:text-slate-300'}`}>{currentReadingAge(ageMinutes)}</dd>
        </div>
      </dl>
      {stale && (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <strong>Not current:</strong> this reading is {formatDuration(ageMinutes)} old and may not show{' '}
          {personName ? `${personName}'s glucose now. Check with ${personName} before acting on it.` : 'your glucose now. Check with your meter before acting on it.'}
        </p>
      )}
    </Card>
  );
}
