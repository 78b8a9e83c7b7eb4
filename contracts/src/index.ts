// The browser-safe root of @glyco/contracts: zod schemas and pure functions only, no Node APIs.
export * from './shared/limits';
export * from './shared/email';
export * from './shared/field-errors';
export * from './shared/fields';
export * from './shared/text';
export * from './shared/clock';
export * from './shared/date-range';
export * from './shared/zone-offset';
export * from './shared/events';
export * from './shared/event-metadata';
export * from './shared/event-envelope';
export * from './shared/json';
export * from './shared/upcast';
export * from './shared/stream-ids';
export * from './event-catalogue';
export * from './personal-data';

export * from './glucose/enums';
export * from './glucose/trend';
export * from './glucose-metrics';
export * from './glucose-forecast';
export * from './daily-view';
export * from './glucose/units';
export * from './glucose/sensor-limit';
export * from './glucose/messages';
export * from './glucose/schemas';
export * from './glucose/responses';
export * from './glucose/trace';
export * from './glucose/present-reading';
export * from './glucose/events';
export * from './glucose/reading-fields';

export * from './meals/enums';
export * from './meals/messages';
export * from './meals/totals';
export * from './meals/large-carbs';
export * from './meals/schemas';
export * from './meals/responses';
export * from './meals/events';
export * from './meals/suggestions';
export * from './meals/meal-content';
export * from './meals/meal-times';

export * from './insulin/enums';
export * from './insulin/messages';
export * from './insulin/schemas';
export * from './insulin/responses';
export * from './insulin/events';
export * from './insulin/dose-content';
export * from './insulin/bolus-calculator';
export * from './on-board';

export * from './accounts/enums';
export * from './accounts/messages';
export * from './accounts/fields';
export * from './accounts/schemas';
// Types only: the schemas themselves are at '@glyco/contracts/accounts/new-password', with the password lists.
export type { Register, RegisterForm, RegisterInput, ResetPassword, ResetPasswordForm } from './accounts/new-password-schemas';
export * from './accounts/profile-schema';
export * from './accounts/time-zone';
export * from './accounts/user';
export * from './accounts/events';
export * from './accounts/deletion-text';
export * from './accounts/apply-profile-changes';
export * from './accounts/present-user';

export * from './reports/enums';
export * from './reports/csv-columns';
export * from './reports/messages';
export * from './reports/schemas';
export * from './reports/report-range';
export * from './reports/per-day-average';
export * from './reports/responses';
export * from './reports/events';

export * from './account-export';

export * from './audit/enums';
export * from './audit/messages';
export * from './audit/fields';
export * from './audit/schemas';
export * from './audit/responses';

export * from './foods/schemas';
export * from './foods/messages';
export * from './foods/responses';
export * from './foods/default-portion';
export * from './clinician/messages';
export * from './clinician/access-code';
export * from './api-routes';
export * from './clinician/readable-routes';
export * from './clinician/events';
export * from './clinician/schemas';
export * from './imports';
export * from './nightscout';
export * from './nightscout/access-tokens';
export * from './nightscout/v3';
export * from './nightscout/devicestatus';
export * from './clinician/responses';
export * from './clinician/access-log-text';
export * from './clinician/present-patient';

export * from './followers/events';
export * from './followers/shares';
export * from './followers/messages';
export * from './followers/schemas';
export * from './followers/responses';
export * from './chat/messages';
export * from './chat/schemas';
export * from './dashboard/messages';
export * from './http/messages';
export * from './http/error-body';
export * from './http/headers';
export * from './http/idempotency-key';
export * from './jobs/queues';
export * from './jobs/payloads';
export * from './live/messages';
export * from './alerts';
