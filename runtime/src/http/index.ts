export * from './mount-route';
export * from './route-state';
