import { useId, type ReactNode } from 'react';
import { Group } from '@visx/group';

interface ChartSvgProps {
  width: number;
  height: number;
  margin: { left: number; top: number };
  /** Read by screen readers as the chart's name and description. */
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of every chart: an accessible image of the given size, its drawing inside the margins. */
export function ChartSvg({ width, height, margin, title, description, children }: ChartSvgProps) {
  const id = useId();
  return (
    <svg width={width} height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="text-slate-500 dark:text-slate-400">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Group left={margin.left} top={margin.top}>
        {children}
      </Group>
    </svg>
  );
}
