/** The five consensus ranges, coloured as on AGP reports: the further from range, the darker. */
export const RANGE_COLORS = {
  veryHigh: '#d35400',
  high: '#ffaa00',
  inRange: '#2ecc71',
  low: '#d00000',
  veryLow: '#7b0000',
} as const;

export const TARGET_BAND = '#dcfce7';
export const OUTER_BAND = '#bfdbfe';
export const INNER_BAND = '#60a5fa';
export const MEDIAN = '#1e3a8a';
export const GRID = '#e2e8f0';
export const INK = '#0f172a';
export const MUTED = '#64748b';
