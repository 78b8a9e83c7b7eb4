import { ActivityHistory } from '../../features/activity/components/activity-history';
import { usePageTitle } from '../../lib/use-page-title';

export function ActivityPage() {
  usePageTitle('Activity & History');
  return <ActivityHistory />;
}
