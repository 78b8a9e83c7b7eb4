import type { GlucoseReadingEvent, GlucoseReadingLoggedData } from '@glyco/contracts';
import { evolveGlucoseReading, initialGlucoseReading, type GlucoseReadingState } from './glucose-reading';

export const READING_ID = '0b9f3c1e-5d1a-4c8e-9a55-3f1d2b7c8e01';
export const OWNER = '6a1f0e0c-2b7d-4f3e-8c11-9d8e7f6a5b40';
export const STRANGER = 'f3c2b1a0-9e8d-4c7b-8a69-5f4e3d2c1b0a';

export const loggedReading: GlucoseReadingLoggedData = {
  readingId: READING_ID,
  userId: OWNER,
  valueMgdl: 110,
  entered: { value: 110, unit: 'mg/dL' },
  timestamp: '2024-05-01T07:30:00.000Z',
  timezoneOffsetMinutes: 120,
  mealContext: 'Fasting',
  readingType: 'Manual',
  feeling: 'Normal',
  notes: 'before run',
  tags: ['sport'],
};

export const logged = (data: GlucoseReadingLoggedData = loggedReading): GlucoseReadingEvent => ({ type: 'GlucoseReadingLogged', data: { ...data } });
export const updated = (data: GlucoseReadingLoggedData): GlucoseReadingEvent => ({ type: 'GlucoseReadingUpdated', data: { ...data } });
export const deleted = (): GlucoseReadingEvent => ({ type: 'GlucoseReadingDeleted', data: { readingId: READING_ID, userId: OWNER } });

/** The state after the given events: the "given" of a decide test. */
export function given(...events: GlucoseReadingEvent[]): GlucoseReadingState {
  return events.reduce((state, event) => evolveGlucoseReading(state, event), initialGlucoseReading);
}
