import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { AccountExport } from '../../features/profile/components/account-export';
import { DeleteAccountCard } from '../../features/profile/components/delete-account';
import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { FollowersPanel } from '../../features/followers/components/followers-panel';
import { useAtomValue } from '../../lib/jotai';
import { currentUserAtom } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';

export function ProfilePage() {
  usePageTitle('Profile Settings');
  const user = useAtomValue(currentUserAtom);
  return (
    <>
      <PageHeader title="Profile Settings" description="Your details, medical information, emergency contacts and preferences." actions={<ButtonLink to={paths.activity} variant="outline">View activity history</ButtonLink>} />
      {user ? <ProfileSettings user={user} followers={FollowersPanel} /> : <Spinner label="Loading your profile..." />}
      <AccountExport />
      <DeleteAccountCard />
    </>
  );
}
