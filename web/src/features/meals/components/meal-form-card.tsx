import { MEAL_MESSAGES, type GlucoseUnit } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { restoreFocus } from '../../../lib/focus-return';
import { useAtom, useSetAtom } from '../../../lib/jotai';
import { mealFormAtom, mealNoticeAtom } from '../atoms';
import { addMealButtonId } from './meal-actions';
import { MealForm } from './meal-form';

export function MealFormCard({ unit }: { unit: GlucoseUnit }) {
  const [form, setForm] = useAtom(mealFormAtom);
  const showNotice = useSetAtom(mealNoticeAtom);
  if (form.mode === 'closed') return null;
  const editing = form.mode === 'edit' ? form.meal : undefined;

  function close() {
    setForm({ mode: 'closed' });
    restoreFocus(addMealButtonId, form.mode === 'closed' ? null : form.opener);
  }

  function handleSaved(notice?: string) {
    showNotice({ tone: 'success', message: notice ?? (editing ? MEAL_MESSAGES.updated : MEAL_MESSAGES.added) });
    close();
  }

  return (
    <Card title={editing ? 'Edit Meal' : 'Add Meal'}>
      <MealForm
        // A new key for each record or suggestion starts the form afresh.
        key={editing?._id ?? (form.mode === 'add' && form.prefill ? JSON.stringify(form.prefill) : 'new')}
        unit={unit}
        meal={editing}
        prefill={form.mode === 'add' ? form.prefill : undefined}
        onSaved={handleSaved}
        onCancel={close}
      />
    </Card>
  );
}
