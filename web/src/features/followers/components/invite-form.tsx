import { useState, type KeyboardEvent } from 'react';
import { FOLLOWERS_TEXT, inviteFollowerSchema, type InviteFollowerInput } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

const input = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900';

/**
 * Name, email and what the follower may see. Not a form of its own: it sits inside the profile's
 * form, so Enter sends the invitation instead of saving the profile.
 */
export function InviteForm({ onInvite, busy }: { onInvite: (input: InviteFollowerInput) => Promise<boolean>; busy: boolean }) {
  const [values, setValues] = useState({ name: '', email: '', mealsAndDoses: true, alerts: true });
  const [error, setError] = useState<string | null>(null);
  async function send() {
    const body = { name: values.name, email: values.email, shares: { mealsAndDoses: values.mealsAndDoses }, alerts: values.alerts };
    const parsed = inviteFollowerSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the name and email.');
    setError(null);
    if (await onInvite(body)) setValues({ name: '', email: '', mealsAndDoses: true, alerts: true });
  }
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  };
  return (
    <fieldset className="space-y-3" onKeyDown={onEnter}>
      <legend className="mb-2 font-semibold">{FOLLOWERS_TEXT.inviteSomeone}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1 text-sm font-medium">
          <span>{FOLLOWERS_TEXT.name}</span>
          <input className={input} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} autoComplete="off" />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>{FOLLOWERS_TEXT.email}</span>
          <input className={input} type="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} autoComplete="off" />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.mealsAndDoses} onChange={(event) => setValues({ ...values, mealsAndDoses: event.target.checked })} />
        {FOLLOWERS_TEXT.mealsAndDoses}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={values.alerts} onChange={(event) => setValues({ ...values, alerts: event.target.checked })} />
        {FOLLOWERS_TEXT.alerts}
      </label>
      {error && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      <Button onClick={send} disabled={busy}>
        {FOLLOWERS_TEXT.sendInvitation}
      </Button>
    </fieldset>
  );
}
