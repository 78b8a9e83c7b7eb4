export * from './search-query';
export * from './responses';
