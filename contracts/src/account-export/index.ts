export * from './routes';
export * from './files';
export * from './fhir-codes';
export * from './fhir-bundle';
