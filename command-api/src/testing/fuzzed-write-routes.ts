import { API_ROUTES, openApiPath, routePaths, type ApiRoute } from '@glyco/contracts';
import type { FuzzedRoute } from './write-route-fuzz';

/** `put /api/glucose/{id}`: a route of the table as the fuzzing names it; `variant` 1 is Nightscout's `.json` path. */
const named = (route: ApiRoute, variant = 0): string => `${route.method.toLowerCase()} ${openApiPath(routePaths(route)[variant]!)}`;

const past = '2024-05-01T07:30:00.000Z';

export const validReadingBody = {
  value: 120,
  unit: 'mg/dL',
  timestamp: past,
  timezoneOffsetMinutes: 120,
  mealContext: 'Fasting',
  readingType: 'Manual',
  feeling: 'Normal',
  notes: 'morning',
  tags: ['fasting', 'run'],
};

export const validMealBody = {
  mealType: 'Breakfast',
  timestamp: past,
  timezoneOffsetMinutes: 60,
  foodItems: [
    { name: 'Oatmeal', carbs: 27, protein: 5, fat: 3, calories: 150, amount: 1, fdcId: 173904 },
    { name: 'Milk', carbs: 12, protein: 8, fat: 5, calories: 120, amount: 0.5 },
  ],
  preGlucose: 110,
  postGlucose: 160,
  insulinDose: 4,
  notes: 'at home',
};

export const validDoseBody = { insulinType: 'Bolus', units: 4.5, brand: 'Fiasp', timestamp: past, timezoneOffsetMinutes: 60, injectionSite: 'Abdomen', notes: '' };

export const bolusSettings = { carbRatio: 10, correctionFactor: 50, targetGlucose: 100, insulinDurationHours: 5, doseIncrement: 0.5, maxBolus: 15 };

export function validProfileBody(person: { name: string; email: string }) {
  return {
    ...person,
    diabetesType: 'Type 1',
    dateOfDiagnosis: '2012-05-14',
    insulinType: { basal: 'Tresiba', bolus: 'Fiasp' },
    targetGlucoseRange: { min: 70, max: 180 },
    emergencyContacts: [
      { name: 'Sam', relationship: 'Partner', phone: '+44 20 7946 0000', email: 'sam@example.com' },
      { name: 'Jo', relationship: 'Sister', phone: '020 7946 0001', email: '' },
    ],
    doctor: { name: 'Dr Reed', phone: '020 7946 0002', email: 'reed@example.com' },
    settings: { glucoseUnit: 'mg/dL', darkMode: false, notificationsEnabled: true },
    bolusSettings,
  };
}

/** Glucose, meals, insulin and the two reads sent as POST, for a person with one of each record. */
export function recordRoutes(ids: { readingId: string; mealId: string; doseId: string }): FuzzedRoute[] {
  return [
    { route: named(API_ROUTES.glucose.log), validBody: validReadingBody },
    { route: named(API_ROUTES.glucose.update), validBody: validReadingBody, knownId: ids.readingId },
    { route: named(API_ROUTES.glucose.delete) },
    { route: named(API_ROUTES.meals.log), validBody: validMealBody },
    { route: named(API_ROUTES.meals.update), validBody: validMealBody, knownId: ids.mealId },
    { route: named(API_ROUTES.meals.delete) },
    { route: named(API_ROUTES.insulin.log), validBody: { ...validDoseBody, relatedMeal: ids.mealId } },
    { route: named(API_ROUTES.insulin.update), validBody: validDoseBody, knownId: ids.doseId },
    { route: named(API_ROUTES.insulin.delete) },
    { route: named(API_ROUTES.insulin.calculateBolus), validBody: { carbs: 45, currentGlucose: 140, unit: 'mg/dL' } },
    { route: named(API_ROUTES.chat.ask), validBody: { message: 'What was my average glucose this week?', userName: 'Ada', timezoneOffsetMinutes: 60 } },
  ];
}

/**
 * Not the person's password: no hostile change of it can become the password, so a fuzzed
 * deletion must be refused (a wrong or missing password, a body of another shape) and erase nothing.
 */
export const wrongDeletionPassword = 'Not-The-Password-7';

/**
 * Sign-up, sign-in, password reset, the profile, the doctor's code and its redemption, and the
 * account's deletion refused; logout last (it ends the session).
 */
export function accountRoutes(person: { name: string; email: string }): FuzzedRoute[] {
  const signUp = { name: 'Grace Hopper', email: 'grace@example.com', password: 'Marmalade-Sky-42', diabetesType: 'Type 2', dateOfDiagnosis: '2010-05-04' };
  return [
    { route: named(API_ROUTES.accounts.register), validBody: signUp, ownAddress: true },
    { route: named(API_ROUTES.accounts.login), validBody: { email: person.email, password: 'Marmalade-Sky-42' }, ownAddress: true },
    { route: named(API_ROUTES.accounts.forgotPassword), validBody: { email: person.email }, ownAddress: true },
    { route: named(API_ROUTES.accounts.resetPassword), validBody: { token: 'a'.repeat(64), password: 'Marmalade-Sky-42' }, ownAddress: true },
    { route: named(API_ROUTES.accounts.updateProfile), validBody: validProfileBody(person) },
    { route: named(API_ROUTES.clinician.redeem), validBody: { email: person.email, accessCode: '7K2M-QX9D-4TRP-A0BZ' }, ownAddress: true },
    { route: named(API_ROUTES.clinician.issueCode), validBody: { expiresInDays: 30 } },
    { route: named(API_ROUTES.clinician.revokeCode) },
    { route: named(API_ROUTES.accounts.deleteAccount), validBody: { password: wrongDeletionPassword }, ownAddress: true },
    { route: named(API_ROUTES.accounts.logout) },
  ];
}

/** The uploader secret and access tokens (session routes) and Nightscout's v1 uploads (secret routes). */
export function nightscoutRoutes(): FuzzedRoute[] {
  const entry = { type: 'sgv', sgv: 120, date: Date.parse(past), dateString: past, direction: 'Flat', device: 'xDrip-DexcomG6', noise: 1 };
  const treatment = { eventType: 'Meal Bolus', insulin: 4, carbs: 40, created_at: past, enteredBy: 'AndroidAPS', pumpId: 12, pumpType: 'OMNIPOD_DASH', pumpSerial: 'X' };
  return [
    { route: named(API_ROUTES.nightscoutSecret.create) },
    { route: named(API_ROUTES.nightscoutSecret.revoke) },
    { route: named(API_ROUTES.nightscoutAccessTokens.create), validBody: { name: 'AndroidAPS', role: 'careportal' } },
    { route: named(API_ROUTES.nightscoutAccessTokens.revoke) },
    { route: named(API_ROUTES.nightscoutV1.postEntries), validBody: entry },
    { route: named(API_ROUTES.nightscoutV1.postEntries, 1), validBody: entry },
    { route: named(API_ROUTES.nightscoutV1.postTreatments), validBody: treatment },
    { route: named(API_ROUTES.nightscoutV1.postTreatments, 1), validBody: treatment },
    { route: named(API_ROUTES.nightscoutV1.putTreatments), validBody: treatment },
    { route: named(API_ROUTES.nightscoutV1.putTreatments, 1), validBody: treatment },
    { route: named(API_ROUTES.nightscoutV1.deleteTreatment) },
    { route: named(API_ROUTES.nightscoutV1.deleteTreatment, 1) },
    { route: named(API_ROUTES.nightscoutDevice.postDeviceStatus), validBody: { device: 'openaps://phone', uploader: { battery: 80 } } },
    { route: named(API_ROUTES.nightscoutDevice.postDeviceStatus, 1), validBody: { device: 'openaps://phone', uploader: { battery: 80 } } },
    { route: named(API_ROUTES.nightscoutDevice.postProfile), validBody: { defaultProfile: 'Default', store: { Default: { dia: 6, units: 'mg/dl' } } } },
    { route: named(API_ROUTES.nightscoutDevice.postProfile, 1), validBody: { defaultProfile: 'Default', store: { Default: { dia: 6, units: 'mg/dl' } } } },
  ];
}

/**
 * Nightscout API v3 (JWT routes) on treatments; `identifier` names a treatment the person has.
 * A change is accepted only as a deletion (`isValid: false`), so that is the valid change.
 */
export function nightscoutV3Routes(identifier: string): FuzzedRoute[] {
  const bolus = { eventType: 'Correction Bolus', insulin: 1.5, date: Date.parse(past), utcOffset: 60, app: 'AAPS', isValid: true, pumpId: 4711, pumpType: 'ACCU_CHEK_INSIGHT', pumpSerial: 'X' };
  const treatments = { collection: 'treatments' };
  return [
    { route: named(API_ROUTES.nightscoutV3.create), validBody: bolus, pathParams: treatments },
    { route: named(API_ROUTES.nightscoutV3.update), validBody: { ...bolus, isValid: false }, pathParams: treatments, knownId: identifier },
    { route: named(API_ROUTES.nightscoutV3.patch), validBody: { isValid: false }, pathParams: treatments, knownId: identifier },
    { route: named(API_ROUTES.nightscoutV3.remove), pathParams: treatments },
  ];
}

/** File imports: a Nightscout entry file as the raw body, and the undo of an import. */
export function importRoutes(importId: string): FuzzedRoute[] {
  const entry = { type: 'sgv', sgv: 120, date: Date.parse(past), device: 'xDrip-DexcomG6' };
  return [{ route: named(API_ROUTES.imports.upload), validBody: entry }, { route: named(API_ROUTES.imports.undo), knownId: importId }];
}

/** Answering an alert: the person's by its id, an emergency contact's by the email's link. */
export function alertRoutes(): FuzzedRoute[] {
  return [
    { route: named(API_ROUTES.alerts.acknowledge) },
    { route: named(API_ROUTES.alerts.snooze), validBody: { minutes: 30 } },
    { route: named(API_ROUTES.alerts.acknowledgeByLink), validBody: { token: `${'a'.repeat(40)}.${'b'.repeat(43)}` }, ownAddress: true },
  ];
}

/** Followers: an invitation, its link used, a follow ended, a follower's session for one person. */
export function followerRoutes(): FuzzedRoute[] {
  return [
    { route: named(API_ROUTES.followers.invite), validBody: { email: 'jo@example.com', name: 'Jo', shares: { mealsAndDoses: true }, alerts: true } },
    { route: named(API_ROUTES.followers.accept), validBody: { invitationId: '0b8f2c1e-4d5a-4f6b-9c7d-8e9f0a1b2c3d', token: 'A'.repeat(64) } },
    { route: named(API_ROUTES.followers.revoke) },
    { route: named(API_ROUTES.followers.session) },
  ];
}

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const validPushSubscription = { endpoint: 'https://push.example.com/send/dGVzdA', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };

/** Web Push: a browser's subscription saved, and removed by its endpoint. */
export function pushRoutes(): FuzzedRoute[] {
  return [
    { route: named(API_ROUTES.push.subscribe), validBody: validPushSubscription },
    { route: named(API_ROUTES.push.unsubscribe), validBody: { endpoint: validPushSubscription.endpoint } },
  ];
}

export const FUZZED_WRITE_ROUTES = [
  ...recordRoutes({ readingId: '', mealId: '', doseId: '' }),
  ...accountRoutes({ name: '', email: '' }),
  ...nightscoutRoutes(),
  ...nightscoutV3Routes(''),
  ...importRoutes(''),
  ...alertRoutes(),
  ...followerRoutes(),
  ...pushRoutes(),
].map((fuzzed) => fuzzed.route);
