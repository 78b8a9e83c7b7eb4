import type { AuditEntityType } from '@glyco/contracts';

/** The type filter of the page: each option is one or more entity types of the timeline. */
export const activityFilters = [
  { label: 'All', entityType: '' },
  { label: 'Glucose', entityType: 'glucose_reading' },
  { label: 'Meals', entityType: 'meal' },
  { label: 'Insulin', entityType: 'insulin_dose' },
  { label: 'Profile & account', entityType: 'profile,account' },
] as const;

export const entityLabels: Record<AuditEntityType, { label: string; icon: string }> = {
  glucose_reading: { label: 'Glucose', icon: '◉' },
  meal: { label: 'Meal', icon: '◧' },
  insulin_dose: { label: 'Insulin', icon: '✚' },
  profile: { label: 'Profile', icon: '☺' },
  account: { label: 'Account', icon: '⚿' },
};
