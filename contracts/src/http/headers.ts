/** Read-your-writes: writes return the position of their append; reads wait until projections pass it. */
export const POSITION_HEADER = 'X-Glyco-Position';
export const MIN_POSITION_HEADER = 'X-Glyco-Min-Position';

export const REQUEST_TIMEOUT_MS = 15_000;
