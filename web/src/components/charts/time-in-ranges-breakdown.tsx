import type { ConsensusBands, GlucoseUnit } from '@glyco/contracts';
import { consensusBandShares, describeBandShares } from '../../lib/glucose/consensus-shares';
import { ResponsiveChart } from './responsive-chart';
import { TimeInRangesBar } from './time-in-ranges-bar';

interface TimeInRangesBreakdownProps {
  bands: ConsensusBands;
  unit: GlucoseUnit;
  /** Without readings there is nothing to draw, only the zero legend. */
  showBar?: boolean;
}

/** The five consensus ranges as one stacked bar with a legend of their shares. */
export function TimeInRangesBreakdown({ bands, unit, showBar = true }: TimeInRangesBreakdownProps) {
  const shares = consensusBandShares(bands, unit);
  return (
    <>
      {showBar && (
        <ResponsiveChart height={28}>
          {(width, height) => <TimeInRangesBar data={shares} width={width} height={height} description={describeBandShares(shares)} />}
        </ResponsiveChart>
      )}
      <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-5">
        {shares.map((share) => (
          <li key={share.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: share.colour }} />
            <span>
              {share.label}: <strong>{share.percent}%</strong>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
