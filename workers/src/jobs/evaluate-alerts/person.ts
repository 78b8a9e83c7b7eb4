import type pg from 'pg';
import { effectiveAlertSettings, type AlertSettings, type GlucoseUnit } from '@glyco/contracts';
import { findUser } from '@glyco/projections';

export interface AlertPerson {
  name: string;
  /** Empty when the profile is not projected yet. */
  email: string;
  unit: GlucoseUnit;
  timeZone: string | undefined;
  settings: AlertSettings;
  /** Emergency contacts with an email, with their place in the profile. */
  contacts: { index: number; name: string; email: string }[];
}

/**
 * The person's alert settings and contacts. A profile not yet projected, or settings that do not
 * read, give the defaults: the evaluator errs towards telling.
 */
export async function loadAlertPerson(pool: pg.Pool, userId: string): Promise<AlertPerson> {
  const user = await findUser(pool, userId);
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    unit: user?.settings.glucoseUnit ?? 'mg/dL',
    timeZone: user?.settings.timeZone,
    settings: effectiveAlertSettings(user?.settings.alerts),
    contacts: (user?.emergencyContacts ?? []).flatMap((contact, index) => (contact.email ? [{ index, name: contact.name || contact.email, email: contact.email }] : [])),
  };
}
