import {
  newUserProfile,
  type GlucoseReading,
  type InsulinDose,
  type Meal,
  type User,
  type UserResponse,
} from '@glyco/contracts';

/*
 * Answers of the API as the route table's response schemas describe them: the web client checks
 * every answer against its route's schema in tests, so a stub must answer what the server would.
 */

const AT = '2024-05-01T07:30:00.000Z';

/** A user as /auth/me, login, register and a profile save answer it (`_id`, not `id`). */
export function userAnswer(user: Partial<User> = {}): UserResponse {
  const { id, ...profile } = { ...newUserProfile({ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', diabetesType: 'Type 1', dateOfDiagnosis: null }), ...user };
  return { ...profile, _id: id };
}

export function authAnswer(user: Partial<User> = {}, token = 'jwt') {
  return { token, user: userAnswer(user) };
}

export function readingAnswer(reading: Partial<GlucoseReading> = {}): GlucoseReading {
  return {
    _id: 'r1',
    value: 120,
    unit: 'mg/dL',
    entered: { value: 120, unit: 'mg/dL' },
    timestamp: AT,
    timezoneOffsetMinutes: 0,
    mealContext: 'Fasting',
    readingType: 'Manual',
    feeling: 'Normal',
    notes: '',
    tags: [],
    ...reading,
  };
}

export function doseAnswer(dose: Partial<InsulinDose> = {}): InsulinDose {
  return { _id: 'd1', insulinType: 'Bolus', brand: '', units: 4, timestamp: AT, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: '', ...dose };
}

/** A logged or corrected meal, with the notice the form shows. */
export function mealAnswer(meal: Partial<Meal> = {}, message = 'Meal added successfully!') {
  return {
    _id: 'm1',
    mealType: 'Breakfast' as const,
    timestamp: AT,
    timezoneOffsetMinutes: 0,
    foodItems: [],
    totalCarbs: 0,
    totalCalories: 0,
    notes: '',
    ...meal,
    message,
  };
}

export const messageAnswer = (message = 'Done') => ({ message });
