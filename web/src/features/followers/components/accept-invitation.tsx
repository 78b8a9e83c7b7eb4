import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FOLLOWERS_TEXT, FOLLOWER_MESSAGES } from '@glyco/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useAtomValue } from '../../../lib/jotai';
import { returnHereAfterSignIn } from '../../../lib/return-after-sign-in';
import { currentUserAtom, sessionStatusAtom } from '../../../lib/session';
import { acceptInvitation } from '../api/followers-api';
import { followingKeys } from '../keys';

const card = 'w-full max-w-md space-y-4 rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8 dark:bg-slate-800 dark:ring-slate-700';

/** /follow?invitation=&token=: the link from the email, used with the follower's own account. */
export function AcceptInvitation() {
  const [params] = useSearchParams();
  const invitationId = params.get('invitation') ?? '';
  const token = params.get('token') ?? '';
  const status = useAtomValue(sessionStatusAtom);
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const { person } = await acceptInvitation(invitationId, token);
      await queryClient.invalidateQueries({ queryKey: followingKeys.list });
      navigate(`${paths.following}?person=${person.personId}`);
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? caught.message : FOLLOWER_MESSAGES.invitationInvalid);
    } finally {
      setBusy(false);
    }
  }

  const signIn = () => returnHereAfterSignIn(`${paths.follow}?${params.toString()}`);
  return (
    <div className={card}>
      <h1 className="text-center text-2xl font-bold">{FOLLOWERS_TEXT.acceptTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">{FOLLOWERS_TEXT.intro}</p>
      {!invitationId || !token ? <Notice tone="error">{FOLLOWER_MESSAGES.invitationInvalid}</Notice> : null}
      {error && <Notice tone="error">{error}</Notice>}
      {status === 'loading' ? (
        <Spinner label="Checking your session..." />
      ) : status === 'authenticated' ? (
        <>
          <p className="text-sm">Signed in as {user?.email}.</p>
          <Button className="w-full" onClick={accept} disabled={busy || !invitationId || !token}>
            {FOLLOWERS_TEXT.accept}
          </Button>
        </>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <ButtonLink to={paths.login} onClick={signIn}>
            Sign in
          </ButtonLink>
          <ButtonLink to={paths.register} variant="outline" onClick={signIn}>
            Create an account
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
