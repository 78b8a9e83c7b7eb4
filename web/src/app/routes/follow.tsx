import { AcceptInvitation } from '../../features/followers/components/accept-invitation';
import { usePageTitle } from '../../lib/use-page-title';

export function FollowPage() {
  usePageTitle('Follow someone');
  return <AcceptInvitation />;
}
