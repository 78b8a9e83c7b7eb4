import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Gives a pure chart the width of its container and a fixed height. The chart sits in an absolutely
 * placed box, so it never widens the layout it measures. The width is read when the container
 * changes, never debounced: visx's ParentSize could keep a stale width after a quick relayout.
 * Drawing is a transition, so React draws a page's charts in slices between the browser's other
 * work instead of one long task on first load; the box keeps its height meanwhile.
 */
export function ResponsiveChart({ height, children }: { height: number; children: (width: number, height: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => startTransition(() => setWidth(element.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div style={{ height }} className="relative w-full">
      <div ref={box} className="absolute inset-0 overflow-hidden">
        {width > 0 && children(width, height)}
      </div>
    </div>
  );
}
