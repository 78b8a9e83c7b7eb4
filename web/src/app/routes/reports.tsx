import { ReportsView } from '../../features/reports/components/reports-view';
import { usePageTitle } from '../../lib/use-page-title';

export function ReportsPage() {
  usePageTitle('Reports & Analytics');
  return <ReportsView />;
}
