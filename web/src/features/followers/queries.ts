import { queryOptions } from '@tanstack/react-query';
import { getFollowers, getFollowing } from './api/followers-api';
import { getFollowedDashboard } from './api/followed-dashboard';
import { followersKeys, followingKeys } from './keys';

/** Asked again each time it is shown: when each follower last looked changes with no write of the person's. */
export const followersQuery = () => queryOptions({ queryKey: followersKeys.all, queryFn: getFollowers, staleTime: 0 });

export const followingQuery = () => queryOptions({ queryKey: followingKeys.list, queryFn: getFollowing });

export const followedDashboardQuery = (personId: string, mealsAndDoses: boolean) =>
  queryOptions({ queryKey: [...followingKeys.dashboard(personId), { mealsAndDoses }], queryFn: () => getFollowedDashboard(personId, mealsAndDoses) });
