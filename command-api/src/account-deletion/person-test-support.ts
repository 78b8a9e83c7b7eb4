import { randomUUID } from 'node:crypto';
import { GlucoseReadingLogged, ImportRequested, streamIds, API_ROUTES } from '@glyco/contracts';
import type { EventStore, StreamWrite } from '@glyco/event-store';
import type { TestApp, TestClient } from '@glyco/testing';

/** Everything personal the deletion tests record, each distinctive enough to be searched for in a dump. */
export const PERSON = {
  name: 'Philippa Quarrington',
  email: 'philippa.quarrington@example.com',
  password: 'Marmalade-Sky-42',
  contact: { name: 'Bartholomew Quarrington', relationship: 'Brother', phone: '+44 7700 900461', email: 'bart.q@example.com' },
  doctor: { name: 'Dr Hortensia Vell', phone: '+44 7700 900987', email: 'h.vell@clinic.example' },
  readingNote: 'felt shaky after the Tuesday choir rehearsal',
  mealNote: 'grandmother kedgeree recipe',
  doseNote: 'injected in the Penzance car park',
  fileName: 'philippa-quarrington-clarity.csv',
  /** A value with a signature no other figure in the database has. */
  readingValue: 173.4567,
} as const;

const HOUR_MS = 3_600_000;

export async function registerPerson(app: TestApp): Promise<{ client: TestClient; userId: string }> {
  const client = app.client();
  const registered = await client.post(API_ROUTES.accounts.register.path, { name: PERSON.name, email: PERSON.email, password: PERSON.password, diabetesType: 'Type 1' });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status}`);
  client.token = registered.body.token;
  return { client, userId: registered.body.user._id };
}

/** A profile with contacts and a doctor, and one reading, meal and dose with notes, through the API. */
export async function recordThroughApi(client: TestClient): Promise<void> {
  const at = new Date(Date.now() - HOUR_MS).toISOString();
  const writes = [
    client.put(API_ROUTES.accounts.updateProfile.path, { name: PERSON.name, email: PERSON.email, emergencyContacts: [PERSON.contact], doctor: PERSON.doctor }),
    client.post(API_ROUTES.glucose.log.path, { value: 142, unit: 'mg/dL', timestamp: at, timezoneOffsetMinutes: 0, mealContext: 'Fasting', readingType: 'Manual', feeling: 'Normal', notes: PERSON.readingNote, tags: [] }),
    client.post(API_ROUTES.meals.log.path, { mealType: 'Dinner', timestamp: at, timezoneOffsetMinutes: 0, foodItems: [{ name: 'Kedgeree', carbs: 40, protein: 20, fat: 10, calories: 400, amount: 1 }], notes: PERSON.mealNote }),
    client.post(API_ROUTES.insulin.log.path, { insulinType: 'Bolus', units: 4.5, brand: 'Fiasp', timestamp: at, timezoneOffsetMinutes: 0, injectionSite: 'Abdomen', notes: PERSON.doseNote }),
  ];
  for (const write of writes) {
    const response = await write;
    if (response.status >= 300) throw new Error(`a write failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
}

/** A year of hourly CGM readings and an import request, by the bulk path (appendMany, 2,000 streams a call). */
export async function recordAYear(store: EventStore, userId: string): Promise<void> {
  const start = Date.now() - 365 * 24 * HOUR_MS;
  const writes: StreamWrite[] = [];
  for (let hour = 0; hour < 365 * 24; hour += 1) {
    const readingId = randomUUID();
    const valueMgdl = hour === 0 ? PERSON.readingValue : 80 + (hour % 160);
    const data = { readingId, userId, valueMgdl, entered: { value: valueMgdl, unit: 'mg/dL' }, timestamp: new Date(start + hour * HOUR_MS).toISOString(), timezoneOffsetMinutes: 0, mealContext: 'Not Specified', readingType: 'CGM', feeling: 'Normal', notes: '', tags: [] };
    writes.push({ streamId: streamIds.glucoseReading(readingId), expectedRevision: 'no_stream', events: [{ eventId: randomUUID(), type: GlucoseReadingLogged.type, data }] });
  }
  for (let i = 0; i < writes.length; i += 2_000) await store.appendMany(writes.slice(i, i + 2_000));
  const importId = randomUUID();
  await store.append(streamIds.import(importId), [{ eventId: randomUUID(), type: ImportRequested.type, data: { importId, userId, fileName: PERSON.fileName, byteSize: 1024 } }]);
}

/** The searchable strings of PERSON: none may survive a deletion anywhere in the database. */
export function personalStrings(): string[] {
  const { contact, doctor } = PERSON;
  return [PERSON.name, 'Quarrington', PERSON.email, contact.name, contact.phone, contact.email, doctor.name, doctor.phone, doctor.email, PERSON.readingNote, PERSON.mealNote, PERSON.doseNote, PERSON.fileName, String(PERSON.readingValue)];
}
