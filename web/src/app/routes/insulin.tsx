import { InsulinDoses } from '../../features/insulin/components/insulin-doses';
import { usePageTitle } from '../../lib/use-page-title';

export function InsulinPage() {
  usePageTitle('Insulin Doses');
  return <InsulinDoses />;
}
