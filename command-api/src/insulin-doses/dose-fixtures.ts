import type { InsulinDoseEvent } from '@glyco/contracts';
import { doseContent, type DoseInput } from './dose-content';
import { evolveInsulinDose, initialInsulinDose, type InsulinDose } from './insulin-dose';

export const OWNER = '11111111-1111-4111-8111-111111111111';
export const STRANGER = '22222222-2222-4222-8222-222222222222';
export const DOSE_ID = '44444444-4444-4444-8444-444444444444';
export const MEAL_ID = '33333333-3333-4333-8333-333333333333';
export const NOW = new Date('2024-03-01T12:00:00.000Z');

export const bolus: DoseInput = {
  insulinType: 'Bolus',
  units: 4.5,
  brand: 'Fiasp',
  timestamp: '2024-03-01T07:55:00.000Z',
  timezoneOffsetMinutes: 60,
  injectionSite: 'Abdomen',
  relatedMeal: MEAL_ID,
  notes: 'breakfast',
};

export function given(...events: InsulinDoseEvent[]): InsulinDose {
  return events.reduce((state, event) => evolveInsulinDose(state, event), initialInsulinDose);
}

export function loggedBy(userId: string, input: DoseInput = bolus): InsulinDoseEvent {
  return { type: 'InsulinDoseLogged', data: { doseId: DOSE_ID, userId, ...doseContent(input, { timestamp: NOW.toISOString(), timezoneOffsetMinutes: 0 }) } };
}

export const deletedBy = (userId: string): InsulinDoseEvent => ({ type: 'InsulinDoseDeleted', data: { doseId: DOSE_ID, userId } });
