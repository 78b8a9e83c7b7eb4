import type { AuditEntityType } from '@glyco/contracts';

/** The kind filter of the page: each option is one entity type of the timeline (access: sign-ins, resets and doctor's codes). */
export const activityFilters = [
  { label: 'All', entityType: '' },
  { label: 'Readings', entityType: 'glucose_reading' },
  { label: 'Meals', entityType: 'meal' },
  { label: 'Doses', entityType: 'insulin_dose' },
  { label: 'Profile', entityType: 'profile' },
  { label: 'Access', entityType: 'account' },
  { label: 'Alerts', entityType: 'alert' },
] as const;

/** `timeLabel` names a record's own time, beside the time it was recorded. */
export const entityLabels: Record<AuditEntityType, { label: string; icon: string; timeLabel?: string; plural?: string }> = {
  glucose_reading: { label: 'Glucose', icon: '◉', timeLabel: 'Reading time', plural: 'readings' },
  meal: { label: 'Meal', icon: '◧', timeLabel: 'Meal time', plural: 'meals' },
  insulin_dose: { label: 'Insulin', icon: '✚', timeLabel: 'Dose time', plural: 'doses' },
  profile: { label: 'Profile', icon: '☺' },
  account: { label: 'Account', icon: '✦' },
  alert: { label: 'Alert', icon: '⚠' },
};
