export const profileTabs = [
  { id: 'personal', label: 'Personal Info', fields: ['name', 'email', 'diabetesType', 'dateOfDiagnosis'] },
  { id: 'medical', label: 'Medical Details', fields: ['insulinType', 'targetGlucoseRange', 'doctor', 'bolusSettings'] },
  { id: 'contacts', label: 'Emergency Contacts', fields: ['emergencyContacts'] },
  { id: 'uploads', label: 'Uploads', fields: [] },
  { id: 'followers', label: 'Followers', fields: [] },
  { id: 'preferences', label: 'Preferences', fields: ['settings'] },
] as const;

export type ProfileTabId = (typeof profileTabs)[number]['id'];

/** Whether the tab holds fields of the profile form: a tab that acts on its own (uploads) has nothing for Save Changes. */
export function tabSavesProfile(id: ProfileTabId): boolean {
  return profileTabs.some((tab) => tab.id === id && tab.fields.length > 0);
}

/** The first tab holding a field with an error, so a failed save shows its message. */
export function firstTabWithError(errors: object | undefined): ProfileTabId | undefined {
  const fields = Object.entries(errors ?? {}).filter(([, error]) => error !== undefined).map(([field]) => field.split('.')[0]);
  return profileTabs.find((tab) => tab.fields.some((field) => fields.includes(field)))?.id;
}
