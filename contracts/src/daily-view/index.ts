export * from './schemas';
export * from './marker-lanes';
export * from './basal-schedule';
