import type { GlucoseReading } from '../glucose/responses';
import type { InsulinDose } from '../insulin/responses';
import type { Meal } from '../meals/responses';
import type { User } from '../accounts/user';
import { FHIR_INSULIN, FHIR_LOINC, FHIR_SYSTEMS, FHIR_UCUM } from './fhir-codes';

/** A FHIR R4 resource as JSON: only what the export writes is typed. */
export interface FhirResource {
  resourceType: string;
  id: string;
  [element: string]: unknown;
}

export interface FhirBundleEntry {
  fullUrl: string;
  resource: FhirResource;
}

/** Every resource is addressed by its record's uuid inside the Bundle. */
export function fhirFullUrl(id: string): string {
  return `urn:uuid:${id}`;
}

export function fhirEntry(resource: FhirResource): FhirBundleEntry {
  return { fullUrl: fhirFullUrl(resource.id), resource };
}

/** The Bundle around the entries: everything before the first entry and after the last, so entries can be streamed between. */
export function fhirBundleEnvelope(now: Date): { opening: string; closing: string } {
  const head = JSON.stringify({ resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString() });
  return { opening: `${head.slice(0, -1)},"entry":[`, closing: ']}' };
}

/** FHIR strings may not be empty: an empty value is left out. */
function present<T>(value: string, element: (text: string) => T): T[] {
  return value.trim() ? [element(value)] : [];
}

const quantity = (value: number, unit: { unit: string; code: string }) => ({ value, unit: unit.unit, system: FHIR_SYSTEMS.ucum, code: unit.code });
const loinc = (concept: { code: string; display: string }) => ({ coding: [{ system: FHIR_SYSTEMS.loinc, ...concept }] });
const notesOf = (notes: string) => present(notes, (text) => ({ text }));
const withOptional = (element: string, values: unknown[]) => (values.length ? { [element]: values } : {});

/** The person: name and emergency contacts only (no email, no diagnosis, no doctor). */
export function fhirPatient(user: Pick<User, 'id' | 'name' | 'emergencyContacts'>): FhirResource {
  const contacts = user.emergencyContacts.map((contact) => ({
    ...withOptional('relationship', present(contact.relationship, (text) => ({ text }))),
    ...(contact.name.trim() ? { name: { text: contact.name } } : {}),
    ...withOptional('telecom', [
      ...present(contact.phone, (value) => ({ system: 'phone', value })),
      ...present(contact.email, (value) => ({ system: 'email', value })),
    ]),
  }));
  return {
    resourceType: 'Patient',
    id: user.id,
    ...withOptional('name', present(user.name, (text) => ({ text }))),
    ...withOptional('contact', contacts.filter((contact) => Object.keys(contact).length > 0)),
  };
}

/** A reading: sensor (CGM) values are interstitial glucose; meter and lab values are blood glucose. */
export function fhirGlucoseObservation(reading: GlucoseReading, patientId: string): FhirResource {
  return {
    resourceType: 'Observation',
    id: reading._id,
    status: 'final',
    category: [{ coding: [{ system: FHIR_SYSTEMS.observationCategory, code: 'laboratory', display: 'Laboratory' }] }],
    code: loinc(reading.readingType === 'CGM' || reading.readingType === 'Scan' ? FHIR_LOINC.interstitialGlucose : FHIR_LOINC.bloodGlucose),
    subject: { reference: fhirFullUrl(patientId) },
    effectiveDateTime: reading.timestamp,
    valueQuantity: quantity(reading.value, FHIR_UCUM.glucose),
    ...withOptional('note', notesOf(reading.notes)),
  };
}

/** A meal as the carbohydrate the person counted for it. */
export function fhirMealObservation(meal: Meal, patientId: string): FhirResource {
  return {
    resourceType: 'Observation',
    id: meal._id,
    status: 'final',
    code: { ...loinc(FHIR_LOINC.carbohydrateIntake), text: `Carbohydrate intake (${meal.mealType})` },
    subject: { reference: fhirFullUrl(patientId) },
    effectiveDateTime: meal.timestamp,
    valueQuantity: quantity(meal.totalCarbs, FHIR_UCUM.carbohydrate),
    ...withOptional('note', notesOf(meal.notes)),
  };
}

/** A dose the person gave themselves, in international units. */
export function fhirInsulinAdministration(dose: InsulinDose, patientId: string): FhirResource {
  const medication = dose.brand.trim() ? `${dose.brand} (${dose.insulinType.toLowerCase()} insulin)` : `${dose.insulinType} insulin`;
  return {
    resourceType: 'MedicationAdministration',
    id: dose._id,
    status: 'completed',
    medicationCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.snomed, ...FHIR_INSULIN }], text: medication },
    subject: { reference: fhirFullUrl(patientId) },
    effectiveDateTime: dose.timestamp,
    dosage: {
      text: `${dose.insulinType}, ${dose.units} units`,
      ...(dose.injectionSite === 'Not Specified' ? {} : { site: { text: dose.injectionSite } }),
      dose: quantity(dose.units, FHIR_UCUM.insulin),
    },
    ...withOptional('note', notesOf(dose.notes)),
  };
}
