import { GlucoseMonitor } from '../../features/glucose/components/glucose-monitor';
import { usePageTitle } from '../../lib/use-page-title';

export function GlucosePage() {
  usePageTitle('Glucose Monitor');
  return <GlucoseMonitor />;
}
