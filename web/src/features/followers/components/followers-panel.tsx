import { useState } from 'react';
import { FOLLOWERS_TEXT, type Follower, type InviteFollowerInput } from '@glyco/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { Notice } from '../../../components/ui/notice';
import { useAtomValue } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { isApiError } from '../../../lib/api-error';
import { useFollowers } from '../use-followers';
import { ContactSuggestions, uninvitedContacts } from './contact-suggestions';
import { FollowerList } from './follower-list';
import { InviteForm } from './invite-form';
import { NewLink } from './new-link';

const failure = (error: unknown, fallback: string) => (isApiError(error) && error.message ? error.message : fallback);

/** Profile > Followers: invite (emergency contacts first), see every follower, stop sharing at once. */
export function FollowersPanel() {
  const user = useAtomValue(currentUserAtom);
  const { list, invite, revoke } = useFollowers();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(action: () => Promise<void>, fallback: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(failure(caught, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const send = (input: InviteFollowerInput) => act(async () => setLink((await invite(input)).link), 'The invitation could not be sent. Please try again.');
  const stop = (follower: Follower) => void act(async () => void (await revoke(follower.invitationId)), 'Sharing could not be stopped. Please try again.');

  const followers = list.data ?? [];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">{FOLLOWERS_TEXT.intro}</p>
      {error && <Notice tone="error">{error}</Notice>}
      {link && <NewLink link={link} />}
      <ContactSuggestions contacts={uninvitedContacts(user?.emergencyContacts ?? [], followers)} onInvite={(input) => void send(input)} busy={busy} />
      <InviteForm onInvite={send} busy={busy} />
      <section aria-label={FOLLOWERS_TEXT.tab} className="space-y-2">
        <h3 className="font-semibold">{FOLLOWERS_TEXT.tab}</h3>
        {list.isPending ? <Spinner label="Loading your followers..." /> : <FollowerList followers={followers} onRevoke={stop} busy={busy} />}
      </section>
    </div>
  );
}
