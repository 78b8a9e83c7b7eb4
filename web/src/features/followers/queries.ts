import { queryOptions } from '@tanstack/react-query';
import { getFollowers, getFollowing } from './api/followers-api';
import { getFollowedDashboard } from './api/followed-dashboard';
import { followersKeys, followingKeys } from './keys';

export const followersQuery = () => queryOptions({ queryKey: followersKeys.all, queryFn: getFollowers });

export const followingQuery = () => queryOptions({ queryKey: followingKeys.list, queryFn: getFollowing });

export const followedDashboardQuery = (personId: string, mealsAndDoses: boolean) =>
  queryOptions({ queryKey: [...followingKeys.dashboard(personId), { mealsAndDoses }], queryFn: () => getFollowedDashboard(personId, mealsAndDoses) });
