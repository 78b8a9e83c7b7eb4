export * from './carbs-on-board';
export * from './curve';
export * from './loop-figures';
export * from './schemas';
export * from './on-board';
export * from './messages';
