import type { GlucoseUnit } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { restoreFocus } from '../../../lib/focus-return';
import { useAtom, useSetAtom } from '../../../lib/jotai';
import { showToastAtom } from '../../../lib/toasts';
import { readingFormAtom } from '../atoms';
import { addReadingButtonId } from './glucose-actions';
import { GlucoseReadingForm } from './glucose-reading-form';

export function ReadingFormCard({ unit }: { unit: GlucoseUnit }) {
  const [form, setForm] = useAtom(readingFormAtom);
  const showToast = useSetAtom(showToastAtom);
  if (form.mode === 'closed') return null;
  const editing = form.mode === 'edit' ? form.reading : undefined;

  function close() {
    setForm({ mode: 'closed' });
    restoreFocus(addReadingButtonId, form.mode === 'closed' ? null : form.opener);
  }

  function handleSaved(notice?: string) {
    showToast({ type: 'success', message: notice ?? (editing ? 'Reading updated successfully.' : 'Reading added successfully.') });
    close();
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
