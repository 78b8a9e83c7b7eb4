export const profileTabs = [
  { id: 'personal', label: 'Personal Info', fields: ['name', 'email', 'diabetesType', 'dateOfDiagnosis'] },
  { id: 'medical', label: 'Medical Details', fields: ['insulinType', 'targetGlucoseRange', 'doctor', 'bolusSettings'] },
  { id: 'contacts', label: 'Emergency Contacts', fields: ['emergencyContacts'] },
  { id: 'uploads', label: 'Uploads', fields: [] },
  { id: 'followers', label: 'Followers', fields: [] },
  { id: 'alerts', label: 'Alerts', fields: ['settings.alerts'] },
  { id: 'preferences', label: 'Preferences', fields: ['settings'] },
] as const;

export type ProfileTabId = (typeof profileTabs)[number]['id'];

/** Whether the tab holds fields of the profile form: a tab that acts on its own (uploads) has nothing for Save Changes. */
export function tabSavesProfile(id: ProfileTabId): boolean {
  return profileTabs.some((tab) => tab.id === id && tab.fields.length > 0);
}

/** Every field with an error, as a dotted path, whether the errors are nested or flat. */
function errorPaths(errors: object | undefined, prefix = ''): string[] {
  return Object.entries(errors ?? {}).flatMap(([key, error]) => {
    if (error === undefined) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return error !== null && typeof error === 'object' ? errorPaths(error as object, path) : [path];
  });
}

/** The first tab holding a field with an error, so a failed save shows its message (a tab of `settings.alerts` before the one of `settings`). */
export function firstTabWithError(errors: object | undefined): ProfileTabId | undefined {
  const paths = errorPaths(errors);
  return profileTabs.find((tab) => tab.fields.some((field: string) => paths.some((path) => path === field || path.startsWith(`${field}.`))))?.id;
}
