import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FOLLOWERS_TEXT, type FollowedPerson } from '@glyco/contracts';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import type { FollowedDashboard } from '../api/followed-dashboard';
import { useLiveUpdates } from '../../../lib/live/use-live-updates';
import { endFollowerSession, followerToken } from '../follower-sessions';
import { followingKeys } from '../keys';
import { followedDashboardQuery } from '../queries';
import { useFollowedPerson } from '../use-followed-person';
import { FollowingHeader } from './following-header';
import { PersonSwitcher } from './person-switcher';

export type RenderFollowedDashboard = (person: FollowedPerson, data: FollowedDashboard) => ReactNode;

function PersonDashboard({ person, render }: { person: FollowedPerson; render: RenderFollowedDashboard }) {
  const dashboard = useQuery(followedDashboardQuery(person.personId, person.shares.mealsAndDoses));
  // Opened once the first read made the person's session; a revocation closes it and ends the session here too.
  useLiveUpdates(
    { token: () => followerToken(person.personId) ?? null, personId: person.personId, root: followingKeys.person(person.personId), onEnd: () => endFollowerSession(person.personId) },
    dashboard.data !== undefined,
  );
  if (dashboard.isError) return <ErrorBanner message={`${person.name}'s data could not be loaded. Please try again.`} />;
  if (!dashboard.data) return <Spinner label={`Loading ${person.name}'s dashboard...`} />;
  return <>{render(person, dashboard.data)}</>;
}

/** The follower's page: whom they follow, a switcher, and the person's read-only live dashboard. */
export function FollowingView({ render }: { render: RenderFollowedDashboard }) {
  const { following, people, person, select } = useFollowedPerson();
  if (following.isPending) return <Spinner label="Loading the people you follow..." />;
  if (!person) return <p className="text-slate-600 dark:text-slate-400">{FOLLOWERS_TEXT.nobodyFollowed}</p>;
  return (
    <div className="space-y-6">
      <FollowingHeader person={person} />
      <PersonSwitcher people={people} selected={person.personId} onSelect={select} />
      {/* Keyed by person: nothing of one person's view survives a switch. */}
      <PersonDashboard key={person.personId} person={person} render={render} />
    </div>
  );
}
