import { Dashboard } from '../../features/dashboard/components/dashboard';
import { usePageTitle } from '../../lib/use-page-title';

export function DashboardPage() {
  usePageTitle('Dashboard');
  return <Dashboard />;
}
