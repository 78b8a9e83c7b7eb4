import type { ReactNode } from 'react';
import { ParentSize } from '@visx/responsive';

/** Gives a pure chart the width of its container and a fixed height. */
export function ResponsiveChart({ height, children }: { height: number; children: (width: number, height: number) => ReactNode }) {
  return (
    <div style={{ height }} className="w-full">
      <ParentSize>{({ width }) => children(width, height)}</ParentSize>
    </div>
  );
}
