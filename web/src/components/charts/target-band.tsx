import { BAND_COLOURS } from '@glyco/contracts';

interface TargetBandProps {
  /** The target, in the axis unit. */
  band: { min: number; max: number };
  /** The chart's y scale: axis unit -> pixels. */
  yScale: (value: number) => number;
  width: number;
}

/** The person's target range shaded across a chart, in the in-range colour. */
export function TargetBand({ band, yScale, width }: TargetBandProps) {
  return (
    <rect
      data-testid="target-band"
      x={0}
      width={width}
      y={yScale(band.max)}
      height={Math.max(0, yScale(band.min) - yScale(band.max))}
      fill={BAND_COLOURS.inRange}
      fillOpacity={0.15}
    />
  );
}
