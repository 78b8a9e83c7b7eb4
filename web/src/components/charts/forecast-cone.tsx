import { Area, LinePath } from '@visx/shape';
import type { ForecastPoint } from '@glyco/contracts';

export interface ForecastConeProps {
  /** forecastGlucose's points, mg/dL. */
  points: readonly ForecastPoint[];
  /** The last reading the forecast starts from, mg/dL: the cone opens at it. */
  from: { at: number; mgdl: number };
  /** The host chart's scales: time -> px, and its axis unit -> px. */
  xScale: (date: Date) => number;
  yScale: (value: number) => number;
  /** mg/dL -> the host chart's axis unit (identity in mg/dL). */
  toAxisUnit: (mgdl: number) => number;
}


/**
 * The next hour's forecast as a widening cone after the last reading, with its most likely line
 * dashed, drawn as a layer inside a glucose chart's plot (its scales, its unit) in the chart's text
 * colour, so it reads in light and dark themes.
 */
export function ForecastCone({ points, from, xScale, yScale, toAxisUnit }: ForecastConeProps) {
  if (!points.length) return null;
  const path = [{ at: from.at, mgdl: from.mgdl, low: from.mgdl, high: from.mgdl }, ...points];
  const x = (p: ForecastPoint) => xScale(new Date(p.at));
  const y = (mgdl: number) => yScale(toAxisUnit(mgdl));
  return (
    <g data-testid="forecast-cone" pointerEvents="none">
      <Area data={path} x={x} y0={(p) => y(p.low)} y1={(p) => y(p.high)} fill="currentColor" fillOpacity={0.22} />
      <LinePath data={path} x={x} y={(p) => y(p.mgdl)} stroke="currentColor" strokeWidth={1.5} strokeDasharray="4 3" />
    </g>
  );
}
