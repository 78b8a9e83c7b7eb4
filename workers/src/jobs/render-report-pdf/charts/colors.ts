import type { InsulinType } from '@glyco/contracts';

/**
 * Colours of the charts other than the glucose bands: band colours come from the metrics engine
 * (`BAND_COLOURS`), so the PDF and the web draw the same palette.
 */
export const OUTER_BAND = '#bfdbfe';
export const INNER_BAND = '#60a5fa';
export const MEDIAN = '#1e3a8a';
export const TRACE = '#334155';
export const GRID = '#e2e8f0';
export const INK = '#0f172a';
export const MUTED = '#64748b';
/** How strongly the target range is shaded behind a curve, in its band colour. */
export const TARGET_SHADE_OPACITY = 0.14;
/** Marks of the daily detail: a meal (carbohydrates) and a dose of each insulin type. */
export const MEAL_MARK = '#92400e';
export const DOSE_MARKS: Readonly<Record<InsulinType, string>> = { Bolus: '#1d4ed8', Basal: '#7c3aed', Correction: '#0e7490', Mixed: '#475569' };
