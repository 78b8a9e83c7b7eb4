import type pg from 'pg';
import {
  fhirBundleEnvelope, fhirEntry, fhirGlucoseObservation, fhirInsulinAdministration, fhirMealObservation, fhirPatient,
  type FhirBundleEntry, type User,
} from '@glyco/contracts';
import { cursorRows } from '../engine/cursor-rows';
import { readingsOldestFirstQuery } from '../glucose-readings/query';
import { dosesOldestFirstQuery } from '../insulin-doses/query';
import { mealsOldestFirstQuery } from '../meals/query';

async function* fhirEntries(pool: pg.Pool, user: User): AsyncGenerator<FhirBundleEntry> {
  yield fhirEntry(fhirPatient(user));
  for await (const reading of cursorRows(pool, readingsOldestFirstQuery(user.id))) yield fhirEntry(fhirGlucoseObservation(reading, user.id));
  for await (const dose of cursorRows(pool, dosesOldestFirstQuery(user.id))) yield fhirEntry(fhirInsulinAdministration(dose, user.id));
  for await (const meal of cursorRows(pool, mealsOldestFirstQuery(user.id))) yield fhirEntry(fhirMealObservation(meal, user.id));
}

/** The person's FHIR R4 Bundle (type collection) as JSON text, streamed entry by entry. */
export async function* fhirBundleText(pool: pg.Pool, user: User, now: Date): AsyncGenerator<string> {
  const { opening, closing } = fhirBundleEnvelope(now);
  yield opening;
  let separator = '\n';
  for await (const entry of fhirEntries(pool, user)) {
    yield `${separator}${JSON.stringify(entry)}`;
    separator = ',\n';
  }
  yield `\n${closing}\n`;
}
