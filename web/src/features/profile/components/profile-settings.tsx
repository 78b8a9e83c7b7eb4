import { useMemo, useState, type FormEvent } from 'react';
import { profileUpdateSchema, type UserResponse } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import { SubmitError } from '../../../components/form/submit-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { validateWith } from '../../../lib/form-validation';
import { useSetAtom } from '../../../lib/jotai';
import { setCurrentUserAtom } from '../../../lib/session';
import { useRecordWrite } from '../../../lib/use-record-write';
import { showToastAtom } from '../../../lib/toasts';
import { userToValues, valuesToProfileInput, type ProfileFormValues } from '../profile-form-values';
import { firstTabWithError, profileTabs, tabSavesProfile, type ProfileTabId } from '../profile-tabs';
import { updateProfile } from '../api/update-profile';
import { saveProfile } from '../save-profile';
import { EmergencyContactsFields } from './emergency-contacts-fields';
import { MedicalDetailsFields } from './medical-details-fields';
import { PersonalInfoFields } from './personal-info-fields';
import { PreferencesFields } from './preferences-fields';
import { NightscoutUploads } from './nightscout-uploads';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';
import { AlertSettingsFields } from '../alerts/alert-settings-fields';

type Panel = () => React.JSX.Element;

// Followers is another feature's panel: the page hands it in.
const panels: Record<Exclude<ProfileTabId, 'followers'>, Panel> = {
  personal: PersonalInfoFields,
  medical: MedicalDetailsFields,
  contacts: EmergencyContactsFields,
  uploads: NightscoutUploads,
  alerts: AlertSettingsFields,
  preferences: PreferencesFields,
};

const sameValues = (a?: object, b?: object) => JSON.stringify(a) === JSON.stringify(b);

export function ProfileSettings({ user, followers }: { user: UserResponse; followers?: Panel }) {
  // "?tab=uploads" opens a tab directly: the empty dashboard's "Connect an uploader" links there.
  const requested = new URLSearchParams(useLocation().search).get('tab');
  const [tab, setTab] = useState<ProfileTabId>(() => profileTabs.find((each) => each.id === requested)?.id ?? 'personal');
  const setCurrentUser = useSetAtom(setCurrentUserAtom);
  const showToast = useSetAtom(showToastAtom);
  // The target range and unit shape every figure: a save refetches them all.
  const writeProfile = useRecordWrite(['profile'], updateProfile);
  // A new object each render would make final-form reset the fields on every keystroke.
  const initialValues = useMemo(() => userToValues(user), [user]);

  async function save(values: ProfileFormValues) {
    const outcome = await saveProfile(values, writeProfile);
    if ('errors' in outcome) {
      setTab((current) => firstTabWithError(outcome.errors) ?? current);
      return outcome.errors;
    }
    // The session user carries the theme and glucose unit: every page follows at once.
    setCurrentUser(outcome.saved);
    showToast({ type: 'success', message: 'Profile updated successfully!' });
    return undefined;
  }

  return (
    <Form<ProfileFormValues>
      onSubmit={save}
      initialValues={initialValues}
      // A new or revoked doctor's code changes the session user, not the fields: keep what is being typed.
      initialValuesEqual={sameValues}
      validate={validateWith(profileUpdateSchema, valuesToProfileInput)}
      render={({ handleSubmit, submitting, submitError, form }) => {
        async function submit(event: FormEvent<HTMLFormElement>) {
          await handleSubmit(event);
          const { hasValidationErrors, errors } = form.getState();
          if (hasValidationErrors) setTab(firstTabWithError(errors) ?? tab);
        }
        return (
          <form onSubmit={submit} noValidate aria-label="Profile settings" className="space-y-4">
            <Card>
              <SubmitError error={submitError} />
              <TabList label="Profile sections" tabs={profileTabs} selected={tab} onSelect={setTab} />
              {profileTabs.map(({ id }) => {
                const Panel = id === 'followers' ? (followers ?? (() => <></>)) : panels[id];
                return (
                  <TabPanel key={id} id={id} selected={id === tab}>
                    <Panel />
                  </TabPanel>
                );
              })}
            </Card>
            {tabSavesProfile(tab) && (
              <div className="flex justify-end">
                <Button type="submit" disabled={submitting}>
                  {submitting ? 'Saving...' : 'Save Changes'}
                </Button>
              </div>
            )}
          </form>
        );
      }}
    />
  );
}
