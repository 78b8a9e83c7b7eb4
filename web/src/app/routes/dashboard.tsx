import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useDashboardTitle } from '../../features/dashboard/dashboard-title';
import { usePageTitle } from '../../lib/use-page-title';

export function DashboardPage() {
  usePageTitle(useDashboardTitle());
  return <Dashboard />;
}
