import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Narrower than this, the day scrolls sideways: hours squeezed on a phone would stack every marker. */
export const DAILY_MIN_WIDTH = 720;

/** Gives the daily chart its container's width, never less than DAILY_MIN_WIDTH, scrolling sideways when the container is narrower. */
export function DailyScroller({ label, children }: { label: string; children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scrolls = width > 0 && width < DAILY_MIN_WIDTH;
  return (
    <>
      {scrolls && (
        <p aria-hidden="true" className="mb-1 text-right text-xs text-slate-500 dark:text-slate-400">
          Scroll sideways for the whole day ›
        </p>
      )}
      <div ref={box} data-testid="daily-scroller" role={scrolls ? 'region' : undefined} aria-label={scrolls ? label : undefined} tabIndex={scrolls ? 0 : undefined} className="w-full overflow-x-auto">
        {width > 0 && children(Math.max(width, DAILY_MIN_WIDTH))}
      </div>
    </>
  );
}
