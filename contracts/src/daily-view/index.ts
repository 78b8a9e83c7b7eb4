export * from './schemas';
export * from './marker-lanes';
export * from './basal-schedule';
export * from './effective-basal';
