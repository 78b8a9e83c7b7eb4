import type { GlucoseUnit } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { useAtom, useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { glucoseRefreshAtom, readingFormAtom } from '../atoms';
import { restoreFocus } from '../focus-return';
import { GlucoseReadingForm } from './glucose-reading-form';

export function ReadingFormCard({ unit }: { unit: GlucoseUnit }) {
  const [form, setForm] = useAtom(readingFormAtom);
  const refresh = useSetAtom(glucoseRefreshAtom);
  const showToast = useSetAtom(showToastAtom);
  if (form.mode === 'closed') return null;
  const editing = form.mode === 'edit' ? form.reading : undefined;

  function close() {
    setForm({ mode: 'closed' });
    restoreFocus(form.mode === 'closed' ? null : form.opener);
  }

  function handleSaved() {
    showToast({ type: 'success', message: editing ? 'Reading updated successfully.' : 'Reading added successfully.' });
    close();
    refresh((count) => count + 1);
  }

  return (
    <Card title={editing ? 'Edit Reading' : 'Add Reading'}>
      <GlucoseReadingForm
        key={editing?._id ?? 'new'}
        unit={unit}
        reading={editing}
        onSaved={handleSaved}
        onCancel={close}
      />
    </Card>
  );
}
