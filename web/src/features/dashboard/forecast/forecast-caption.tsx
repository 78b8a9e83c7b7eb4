/** The chart's legend for the cone: what it is, in a sentence. */
export function ForecastCaption() {
  return (
    <p className="mt-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400" data-testid="forecast-caption">
      <svg width="28" height="10" aria-hidden="true" className="shrink-0">
        <path d="M0 5 L28 0 L28 10 Z" fill="currentColor" fillOpacity={0.22} />
        <path d="M0 5 L28 5" stroke="currentColor" strokeWidth={1.5} strokeDasharray="4 3" />
      </svg>
      Forecast, next hour: the dashed line is the most likely path, the cone the likely range
    </p>
  );
}
