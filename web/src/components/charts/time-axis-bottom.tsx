import { AxisBottom } from '@visx/axis';
import type { scaleTime } from '@visx/scale';
import { fittingTimeTicks, timeTickWidth } from './time-ticks';

interface TimeAxisBottomProps {
  scale: ReturnType<typeof scaleTime<number>>;
  innerWidth: number;
  innerHeight: number;
  format: (date: Date) => string;
  /** Room one label needs; narrower charts pass less. */
  labelWidth?: number;
}

/** The time axis under a glucose chart, with only as many labels as fit without overlapping. */
export function TimeAxisBottom({ scale, innerWidth, innerHeight, format, labelWidth = timeTickWidth }: TimeAxisBottomProps) {
  return (
    <AxisBottom
      top={innerHeight}
      scale={scale}
      tickValues={fittingTimeTicks(scale, innerWidth, labelWidth)}
      tickFormat={(value) => format(value instanceof Date ? value : new Date(Number(value)))}
      stroke="currentColor"
      tickStroke="currentColor"
      tickLabelProps={{ fill: 'currentColor', fontSize: 11 }}
    />
  );
}
