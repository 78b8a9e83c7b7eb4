export * from './events';
export * from './limits';
export * from './summary';
export * from './documents';
export * from './properties';
export * from './profile';
