import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useGlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { useActivity } from '../use-activity';
import { ActivityFilter } from './activity-filter';
import { ActivityList } from './activity-list';

export function ActivityHistory() {
  const [entityType, setEntityType] = useState('');
  const { entries, nextBefore, loading, error, loadMore } = useActivity(entityType);
  const { unit } = useGlucosePreferences();
  return (
    <div className="space-y-6" aria-busy={loading}>
      <PageHeader title="Activity & History" description="Who changed what in your records, and when." />
      <Card title="Activity">
        <div className="space-y-4">
          <ActivityFilter value={entityType} onChange={setEntityType} />
          {error && <ErrorBanner message={error} />}
          {loading && entries.length === 0 && <Spinner label="Loading your activity..." />}
          {entries.length > 0 || (!loading && !error) ? (
            <ActivityList entries={entries} unit={unit} hasMore={nextBefore !== null} loading={loading} onLoadMore={loadMore} />
          ) : null}
        </div>
      </Card>
    </div>
  );
}
