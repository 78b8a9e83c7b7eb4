import { formatGlucose, LIMITS, toMgdl, type GlucoseUnit, type ProfileUpdateInput, type UserResponse } from '@glyco/contracts';
import { bolusSettingsToValues, valuesToBolusSettingsInput, type BolusSettingsValues } from './bolus-settings-values';
import { alertSettingsToValues, valuesToAlertSettingsInput, type AlertSettingsValues } from './alerts/alert-settings-values';

export interface ContactValues {
  name: string;
  relationship: string;
  phone: string;
  email: string;
}

export interface ProfileFormValues {
  name: string;
  email: string;
  diabetesType: string;
  /** YYYY-MM-DD or ''. */
  dateOfDiagnosis: string;
  insulinType: { basal: string; bolus: string };
  /** Typed in `settings.glucoseUnit`; stored in mg/dL. */
  targetGlucoseRange: { min: string; max: string };
  emergencyContacts: ContactValues[];
  doctor: { name: string; phone: string; email: string };
  settings: { glucoseUnit: GlucoseUnit; darkMode: boolean; notificationsEnabled: boolean; timeZone?: string; alerts?: AlertSettingsValues };
  bolusSettings: BolusSettingsValues;
}

const emptyContact: ContactValues = { name: '', relationship: '', phone: '', email: '' };

/** The form always shows every contact slot (SPEC §9: two). */
function contactSlots(contacts: readonly ContactValues[]): ContactValues[] {
  return Array.from({ length: LIMITS.emergencyContactsMax }, (_, index) => ({ ...emptyContact, ...contacts[index] }));
}

export function userToValues(user: UserResponse): ProfileFormValues {
  const unit = user.settings.glucoseUnit;
  return {
    name: user.name,
    email: user.email,
    diabetesType: user.diabetesType,
    dateOfDiagnosis: user.dateOfDiagnosis ?? '',
    insulinType: { ...user.insulinType },
    targetGlucoseRange: { min: formatGlucose(user.targetGlucoseRange.min, unit), max: formatGlucose(user.targetGlucoseRange.max, unit) },
    emergencyContacts: contactSlots(user.emergencyContacts),
    doctor: { name: user.doctor.name, phone: user.doctor.phone, email: user.doctor.email },
    settings: { ...user.settings, alerts: alertSettingsToValues(user.settings.alerts, unit) },
    bolusSettings: bolusSettingsToValues(user.bolusSettings, unit),
  };
}

/** A typed target in whole mg/dL; blank or non-numeric input is passed on for the schema to name. */
export function targetToMgdl(typed: string, unit: GlucoseUnit): number | string {
  const value = Number(typed);
  if (typed.trim() === '' || !Number.isFinite(value)) return typed;
  return Math.round(toMgdl(value, unit));
}

/** The same target shown in another unit, when the unit changes while the form is open. */
export function convertTypedTarget(typed: string, from: GlucoseUnit, to: GlucoseUnit): string {
  const mgdl = targetToMgdl(typed, from);
  return typeof mgdl === 'number' ? formatGlucose(mgdl, to) : typed;
}

const isBlankContact = (contact: ContactValues) => Object.values(contact).every((field) => !field?.trim());

/**
 * The PUT /auth/profile body. Validation keeps every slot so errors stay beside their slot;
 * the body sent leaves empty slots out (`dropEmptyContacts`).
 */
export function valuesToProfileInput(values: Partial<ProfileFormValues>, dropEmptyContacts = false): ProfileUpdateInput {
  const unit = values.settings?.glucoseUnit ?? 'mg/dL';
  const contacts = values.emergencyContacts ?? [];
  return {
    ...values,
    dateOfDiagnosis: values.dateOfDiagnosis ?? '',
    targetGlucoseRange: {
      min: targetToMgdl(values.targetGlucoseRange?.min ?? '', unit),
      max: targetToMgdl(values.targetGlucoseRange?.max ?? '', unit),
    },
    emergencyContacts: dropEmptyContacts ? contacts.filter((contact) => !isBlankContact(contact)) : contacts,
    bolusSettings: valuesToBolusSettingsInput(values.bolusSettings, unit),
    ...(values.settings ? { settings: { ...values.settings, alerts: valuesToAlertSettingsInput(values.settings.alerts, unit) } } : {}),
  } as ProfileUpdateInput;
}
