import { ImportView } from '../../features/imports/components/import-view';
import { usePageTitle } from '../../lib/use-page-title';

export function ImportPage() {
  usePageTitle('Import');
  return <ImportView />;
}
