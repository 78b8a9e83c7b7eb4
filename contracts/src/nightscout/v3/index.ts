export * from './search-query';
export * from './responses';
export * from './routes';
