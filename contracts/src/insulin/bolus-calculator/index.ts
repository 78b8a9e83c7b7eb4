export * from './messages';
export * from './settings';
export * from './insulin-on-board';
export * from './rounding';
export * from './warnings';
export * from './calculate-bolus';
export * from './request';
