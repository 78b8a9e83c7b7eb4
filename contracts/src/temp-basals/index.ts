export * from './limits';
export * from './events';
export * from './map-nightscout';
export * from './present-nightscout';
export * from './identity';
