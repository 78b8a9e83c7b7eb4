/** Code systems and codes of the FHIR R4 export. */
export const FHIR_SYSTEMS = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  snomed: 'http://snomed.info/sct',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
} as const;

/**
 * LOINC codes. 2339-0 and 99504-3 are the codes of the HL7 CGM implementation guide
 * (hl7.fhir.uv.cgm) for capillary/venous and interstitial (sensor) glucose; 9059-7 is LOINC's
 * "Carbohydrate intake Estimated" (g), the carbs a person counted for a meal.
 */
export const FHIR_LOINC = {
  bloodGlucose: { code: '2339-0', display: 'Glucose [Mass/volume] in Blood' },
  interstitialGlucose: { code: '99504-3', display: 'Glucose [Mass/volume] in Interstitial fluid' },
  carbohydrateIntake: { code: '9059-7', display: 'Carbohydrate intake Estimated' },
} as const;

/** SNOMED CT 67866001 |Insulin (substance)|: the medication of every dose. */
export const FHIR_INSULIN = { code: '67866001', display: 'Insulin' } as const;

/**
 * UCUM units. Insulin is dosed in international units, UCUM `[iU]`, as FHIR's common UCUM
 * value set and the medication profiles built on it (e.g. the International Patient Summary) code it.
 */
export const FHIR_UCUM = {
  glucose: { unit: 'mg/dL', code: 'mg/dL' },
  insulin: { unit: 'U', code: '[iU]' },
  carbohydrate: { unit: 'g', code: 'g' },
} as const;
