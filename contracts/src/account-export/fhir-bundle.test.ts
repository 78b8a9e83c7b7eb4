import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_CSV_FILES, ACCOUNT_EXPORT_JSON_FILES, accountExportReadme } from './files';
import { fhirBundleEnvelope, fhirGlucoseObservation, fhirInsulinAdministration, fhirMealObservation, fhirPatient } from './fhir-bundle';

const reading = {
  _id: 'r1', value: 99.1, unit: 'mg/dL' as const, entered: { value: 5.5, unit: 'mmol/L' as const }, timestamp: '2024-03-01T07:00:00.000Z',
  timezoneOffsetMinutes: 60, mealContext: 'Fasting' as const, readingType: 'Manual' as const, feeling: 'Normal' as const, notes: '', tags: [],
};

describe('FHIR resources of the export', () => {
  it('leaves out what FHIR forbids as empty strings', () => {
    const patient = fhirPatient({ id: 'u1', name: 'Ada', emergencyContacts: [{ name: '', relationship: '', phone: '', email: '' }, { name: 'Bo', relationship: '', phone: '', email: 'bo@example.com' }] });
    expect(patient).toEqual({ resourceType: 'Patient', id: 'u1', name: [{ text: 'Ada' }], contact: [{ name: { text: 'Bo' }, telecom: [{ system: 'email', value: 'bo@example.com' }] }] });
    expect(fhirGlucoseObservation(reading, 'u1')).not.toHaveProperty('note');
  });

  it('codes sensor values as interstitial and meter and lab values as blood glucose', () => {
    const code = (readingType: 'Manual' | 'CGM' | 'Scan' | 'Lab') => (fhirGlucoseObservation({ ...reading, readingType }, 'u1').code as { coding: { code: string }[] }).coding[0]!.code;
    expect([code('Manual'), code('Lab'), code('CGM'), code('Scan')]).toEqual(['2339-0', '2339-0', '99504-3', '99504-3']);
  });

  it('doses in UCUM international units and meals as counted carbohydrate', () => {
    const dose = fhirInsulinAdministration(
      { _id: 'd1', insulinType: 'Bolus', brand: 'Fiasp', units: 4.5, timestamp: '2024-03-01T12:05:00.000Z', timezoneOffsetMinutes: 0, injectionSite: 'Not Specified', notes: 'with lunch' },
      'u1',
    );
    expect(dose).toMatchObject({ medicationCodeableConcept: { text: 'Fiasp (bolus insulin)' }, dosage: { dose: { value: 4.5, code: '[iU]' } }, note: [{ text: 'with lunch' }] });
    expect(dose.dosage).not.toHaveProperty('site');
    const meal = fhirMealObservation(
      { _id: 'm1', mealType: 'Lunch', timestamp: '2024-03-01T12:00:00.000Z', timezoneOffsetMinutes: 0, foodItems: [], totalCarbs: 42.5, totalCalories: 300, notes: '' },
      'u1',
    );
    expect(meal).toMatchObject({ code: { coding: [{ code: '9059-7' }] }, valueQuantity: { value: 42.5, code: 'g' } });
  });

  it('wraps streamed entries into one Bundle of type collection', () => {
    const { opening, closing } = fhirBundleEnvelope(new Date('2024-03-08T12:00:00.000Z'));
    expect(JSON.parse(`${opening}{"fullUrl":"urn:uuid:u1"}${closing}`)).toEqual({
      resourceType: 'Bundle', type: 'collection', timestamp: '2024-03-08T12:00:00.000Z', entry: [{ fullUrl: 'urn:uuid:u1' }],
    });
  });
});

describe('accountExportReadme', () => {
  it('describes every file of the zip', () => {
    const readme = accountExportReadme(new Date('2024-03-08T12:00:00.000Z'));
    for (const file of [...Object.values(ACCOUNT_EXPORT_JSON_FILES), ...Object.values(ACCOUNT_EXPORT_CSV_FILES)]) expect(readme).toContain(`\`${file.name}\`: ${file.describes}`);
  });
});
