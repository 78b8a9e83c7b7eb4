import { MEAL_MESSAGES, type GlucoseUnit } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { useAtom, useSetAtom } from '../../../lib/jotai';
import { mealFormAtom, mealNoticeAtom, mealsRefreshAtom } from '../atoms';
import { restoreFocus } from '../focus-return';
import { MealForm } from './meal-form';

export function MealFormCard({ unit }: { unit: GlucoseUnit }) {
  const [form, setForm] = useAtom(mealFormAtom);
  const refresh = useSetAtom(mealsRefreshAtom);
  const showNotice = useSetAtom(mealNoticeAtom);
  if (form.mode === 'closed') return null;
  const editing = form.mode === 'edit' ? form.meal : undefined;

  function close() {
    setForm({ mode: 'closed' });
    restoreFocus(form.mode === 'closed' ? null : form.opener);
  }

  function handleSaved() {
    showNotice({ tone: 'success', message: editing ? MEAL_MESSAGES.updated : MEAL_MESSAGES.added });
    close();
    refresh((count) => count + 1);
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
