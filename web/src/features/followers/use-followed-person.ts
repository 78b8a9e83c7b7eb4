import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { FollowedPerson } from '@glyco/contracts';
import { followingKeys } from './keys';
import { followingQuery } from './queries';

/**
 * The people followed and the one on screen (`?person=`, else the first). Switching drops every
 * answer cached for the person left, so nothing of theirs can show under the next one's name.
 */
export function useFollowedPerson() {
  const following = useQuery(followingQuery());
  const [params, setParams] = useSearchParams();
  const people = following.data ?? [];
  const person: FollowedPerson | undefined = people.find((candidate) => candidate.personId === params.get('person')) ?? people[0];
  const queryClient = useQueryClient();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = shown.current;
    if (previous && previous !== person?.personId) queryClient.removeQueries({ queryKey: followingKeys.person(previous) });
    shown.current = person?.personId;
  }, [person?.personId, queryClient]);
  const select = (personId: string) => setParams({ person: personId });
  return { following, people, person, select };
}
