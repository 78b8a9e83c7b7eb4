import { API_ROUTES } from '@glyco/contracts';
import type { TestApp } from '@glyco/testing';
import type { Account } from '../support/accounts';
import { upload, yesterday } from './seed-day';

const MINUTE = 60_000;

/** A flat schedule of 1 U/h in the browser's zone, so each temporary rate reads plainly against it. */
function flatProfile(start: Date) {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const startDate = new Date(start.getTime() - 7 * 24 * 60 * MINUTE).toISOString();
  return { defaultProfile: 'Pump', startDate, units: 'mg/dl', store: { Pump: { timezone, units: 'mg/dl', basal: [{ time: '00:00', value: 1, timeAsSeconds: 0 }] } } };
}

/**
 * A loop's day of temporary basals: AndroidAPS halving the rate at 09:00 for an hour, Loop
 * suspending at 14:00 for 30 minutes, and a 2 U/h temp at 18:00 for two hours that a 0.4 U/h one
 * ends at 19:00.
 */
function tempBasals(start: Date) {
  const at = (hours: number) => new Date(start.getTime() + hours * 60 * MINUTE).toISOString();
  return [
    { eventType: 'Temp Basal', created_at: at(9), percent: -50, duration: 60, durationInMilliseconds: 60 * MINUTE, pumpId: 101, pumpType: 'OMNIPOD_DASH', enteredBy: 'AndroidAPS' },
    { eventType: 'Temp Basal', created_at: at(14), temp: 'absolute', absolute: 0, rate: 0, duration: 30, syncIdentifier: 'suspend-1400', enteredBy: 'loop://iPhone' },
    { eventType: 'Temp Basal', created_at: at(18), absolute: 2, duration: 120, pumpId: 102, pumpType: 'OMNIPOD_DASH', enteredBy: 'AndroidAPS' },
    { eventType: 'Temp Basal', created_at: at(19), absolute: 0.4, duration: 30, pumpId: 103, pumpType: 'OMNIPOD_DASH', enteredBy: 'AndroidAPS' },
  ];
}

/** The basal steps that day draws, in order: kind and U/h. */
export const SEEDED_TEMP_BASAL_STEPS = [
  ['scheduled', 1],
  ['temporary', 0.5],
  ['scheduled', 1],
  ['suspended', 0],
  ['scheduled', 1],
  ['temporary', 2],
  ['temporary', 0.4],
  ['scheduled', 1],
];

/** Yesterday with a flat schedule and a loop's temporary basals over it, uploaded through Nightscout. */
export async function seedTempBasalDay(app: TestApp, account: Account): Promise<Date> {
  const start = yesterday();
  const client = app.client();
  client.token = account.token;
  const secret = (await client.post(API_ROUTES.nightscoutSecret.create.path)).body.secret as string;
  await upload(app, secret, API_ROUTES.nightscoutDevice.postProfile.path, flatProfile(start));
  await upload(app, secret, API_ROUTES.nightscoutV1.postTreatments.path, tempBasals(start));
  return start;
}
