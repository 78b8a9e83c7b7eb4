import { BAND_COLOURS, type BandKey, type GlucoseUnit } from '@glyco/contracts';
import { formatPercent } from '../../lib/format';
import { bandShares } from '../../lib/glucose/band-labels';
import { ResponsiveChart } from '../charts/responsive-chart';
import { TimeInRangesBar } from '../charts/time-in-ranges-bar';

interface BandBreakdownProps {
  /** The server's percentages of the five consensus bands. */
  bands: Readonly<Record<BandKey, number>>;
  unit: GlucoseUnit;
  /** Without readings there is nothing to draw, only the zero legend. */
  showBar?: boolean;
}

/** The five consensus ranges as one stacked bar with a legend of their shares. */
export function BandBreakdown({ bands, unit, showBar = true }: BandBreakdownProps) {
  const shares = bandShares(bands, unit).map((share) => ({ ...share, colour: BAND_COLOURS[share.key] }));
  const description = `Time in ranges: ${shares.map((share) => `${share.label} ${formatPercent(share.percent)}`).join(', ')}.`;
  return (
    <>
      {showBar && (
        <ResponsiveChart height={28}>
          {(width, height) => <TimeInRangesBar data={shares} width={width} height={height} description={description} />}
        </ResponsiveChart>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {shares.map((share) => (
          <li key={share.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: share.colour }} />
            <span>
              {share.label}: <strong>{formatPercent(share.percent)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
