import { FOLLOWERS_TEXT, type FollowedPerson } from '@glyco/contracts';

/** "Following Sam" and that the view is read-only, so a parent never mistakes it for their own data. */
export function FollowingHeader({ person }: { person: FollowedPerson }) {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-bold">{FOLLOWERS_TEXT.followingTitle(person.name)}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{FOLLOWERS_TEXT.readOnlyNote}</p>
    </header>
  );
}
