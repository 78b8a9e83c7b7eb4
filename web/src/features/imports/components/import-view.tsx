import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { useAtomValue } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { useImports } from '../use-imports';
import { FileDrop } from './file-drop';
import { ImportList } from './import-list';
import { ImportResult } from './import-result';

export function ImportView() {
  const { imports, current, error, uploading, upload, undo } = useImports();
  const timeZone = useAtomValue(currentUserAtom)?.settings.timeZone ?? 'UTC';
  const busy = uploading || current?.status === 'queued' || current?.status === 'running';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Import"
        description="Bring in your CGM and pump history. Readings already in Glyco are recognised and not added twice."
      />
      <Card title="Import a file" subtitle={`Times in Clarity and LibreView files are read in your profile's time zone, ${timeZone}.`}>
        <div className="space-y-4">
          <FileDrop disabled={busy} onFile={upload} />
          {uploading && <p className="text-sm">Uploading…</p>}
          {error && <ErrorBanner message={error} />}
          {current && <ImportResult item={current} />}
        </div>
      </Card>
      <Card title="Past imports" subtitle="Undo deletes every record an import added.">
        <ImportList imports={imports} onUndo={(item) => undo(item, (question) => window.confirm(question))} />
      </Card>
    </div>
  );
}
