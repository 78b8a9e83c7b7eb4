import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteFollowerInput } from '@glyco/contracts';
import { inviteFollower, revokeFollower } from './api/followers-api';
import { followersKeys } from './keys';
import { followersQuery } from './queries';

/** The person's followers, with invite and revoke; either one refetches the list. */
export function useFollowers() {
  const queryClient = useQueryClient();
  const list = useQuery(followersQuery());
  const refetch = () => queryClient.invalidateQueries({ queryKey: followersKeys.all });
  const invite = useMutation({ mutationFn: (input: InviteFollowerInput) => inviteFollower(input), onSuccess: refetch });
  const revoke = useMutation({ mutationFn: (invitationId: string) => revokeFollower(invitationId), onSuccess: refetch });
  return { list, invite: invite.mutateAsync, revoke: revoke.mutateAsync };
}
