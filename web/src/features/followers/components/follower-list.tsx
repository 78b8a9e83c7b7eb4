import { FOLLOWERS_TEXT, type Follower } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { formatShort } from '../../../lib/format';

const muted = 'text-sm text-slate-600 dark:text-slate-400';

function sharesText(follower: Follower): string {
  const sees = follower.shares.mealsAndDoses ? FOLLOWERS_TEXT.withMealsAndDoses : FOLLOWERS_TEXT.glucoseOnly;
  return follower.alerts ? `${sees}, ${FOLLOWERS_TEXT.withAlerts}` : sees;
}

/** Every follower and open invitation: who, what each may see, when each last looked, and a way to stop. */
export function FollowerList({ followers, onRevoke, busy }: { followers: readonly Follower[]; onRevoke: (follower: Follower) => void; busy: boolean }) {
  if (followers.length === 0) return <p className={muted}>{FOLLOWERS_TEXT.none}</p>;
  return (
    <ul aria-label="Your followers" className="divide-y divide-slate-200 dark:divide-slate-700">
      {followers.map((follower) => (
        <li key={follower.invitationId} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium">
              {follower.name}{' '}
              <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                {follower.status === 'following' ? FOLLOWERS_TEXT.following : FOLLOWERS_TEXT.invited}
              </span>
            </p>
            <p className={`${muted} break-all`}>{follower.email}</p>
            <p className={muted}>{sharesText(follower)}</p>
            <p className={muted}>
              {follower.lastViewedAt ? `${FOLLOWERS_TEXT.lastLooked} ${formatShort(follower.lastViewedAt)}` : FOLLOWERS_TEXT.neverLooked}
            </p>
          </div>
          <Button variant="danger" disabled={busy} aria-label={`${FOLLOWERS_TEXT.revoke}: ${follower.name}`} onClick={() => onRevoke(follower)}>
            {FOLLOWERS_TEXT.revoke}
          </Button>
        </li>
      ))}
    </ul>
  );
}
