import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { InsulinDose } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { restoreFocus } from '../../../lib/focus-return';
import { useGlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { useAtomValue, useSetAtom } from '../../../lib/jotai';
import { currentUserAtom } from '../../../lib/session';
import { showToastAtom } from '../../../lib/toasts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecordWrite } from '../../../lib/use-record-write';
import { deleteInsulinDose } from '../api/insulin-doses';
import { doseValuesFromCalculation, type CalculatedBolus } from '../bolus-calculator-values';
import { deleteDoseWithConfirm } from '../delete-dose';
import type { DoseFormValues } from '../dose-form-values';
import { pageAfterDelete } from '../page-after-delete';
import { useInsulinDoses } from '../use-insulin-doses';
import { useRecentMeals } from '../use-recent-meals';
import { BolusCalculator } from './bolus-calculator';
import { DoseFilters } from './dose-filters';
import { DoseFormCard } from './dose-form-card';
import { DoseList } from './dose-list';
import { addDoseButtonId, InsulinActions } from './insulin-actions';

type FormState = { mode: 'closed' } | { mode: 'add'; prefill?: Partial<DoseFormValues> } | { mode: 'edit'; dose: InsulinDose };

/** Keyboard focus goes back to "Add Dose" when the form closes, instead of the top of the page. */
const focusAddButton = () => restoreFocus(addDoseButtonId);

export function InsulinDoses() {
  // A dose opened from another page (the Glucose page's daily view) comes in the navigation state.
  const doseToEdit = (useLocation().state as { editDose?: InsulinDose } | null)?.editDose;
  const [form, setForm] = useState<FormState>(doseToEdit ? { mode: 'edit', dose: doseToEdit } : { mode: 'closed' });
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const query = { page, search: useDebouncedValue(search.trim()), type };
  const { doses, totalPages, totalCount, loading, error } = useInsulinDoses(query);
  const deleteDose = useRecordWrite(['insulin'], deleteInsulinDose);
  const recentMeals = useRecentMeals();
  const showToast = useSetAtom(showToastAtom);
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const { unit } = useGlucosePreferences();
  const hasBolusSettings = Boolean(useAtomValue(currentUserAtom)?.bolusSettings);

  function takeCalculatedDose(calculated: CalculatedBolus) {
    setCalculatorOpen(false);
    setForm({ mode: 'add', prefill: doseValuesFromCalculation(calculated) });
  }

  function closeForm() {
    setForm({ mode: 'closed' });
    focusAddButton();
  }

  function handleSaved(notice?: string) {
    showToast({ type: 'success', message: notice ?? (form.mode === 'edit' ? 'Insulin dose updated successfully!' : 'Insulin dose added successfully!') });
    closeForm();
    setPage(1);
  }

  async function remove(dose: InsulinDose) {
    const outcome = await deleteDoseWithConfirm(dose._id, (question) => window.confirm(question), deleteDose);
    if (outcome.kind === 'cancelled') return;
    showToast({ type: outcome.kind === 'deleted' ? 'success' : 'error', message: outcome.message });
    if (outcome.kind !== 'deleted') return;
    setPage(pageAfterDelete(page, doses.length));
    focusAddButton();
  }

  function filterBy(change: () => void) {
    change();
    setPage(1);
  }

  return (
    <div className="space-y-6" aria-busy={loading}>
      <PageHeader title="Insulin Doses" actions={<InsulinActions onAdd={() => setForm({ mode: 'add' })} onCalculate={() => setCalculatorOpen(true)} />} />
      {calculatorOpen && (
        <BolusCalculator unit={unit} configured={hasBolusSettings} onUseDose={takeCalculatedDose} onClose={() => setCalculatorOpen(false)} />
      )}
      {form.mode !== 'closed' && (
        <DoseFormCard
          dose={form.mode === 'edit' ? form.dose : undefined}
          prefill={form.mode === 'add' ? form.prefill : undefined}
          recentMeals={recentMeals}
          onSaved={handleSaved}
          onCancel={closeForm}
        />
      )}
      <Card title="Dose History" subtitle={`${totalCount} ${totalCount === 1 ? 'dose' : 'doses'}`}>
        <div className="space-y-4">
          <DoseFilters search={search} type={type} onSearchChange={(value) => filterBy(() => setSearch(value))} onTypeChange={(value) => filterBy(() => setType(value))} />
          {error && <ErrorBanner message={error} />}
          {loading && doses.length === 0 ? (
            <Spinner label="Loading insulin doses..." />
          ) : (
            <DoseList doses={doses} meals={recentMeals} onEdit={(dose) => setForm({ mode: 'edit', dose })} onDelete={remove} />
          )}
          <Pagination label="Dose pages" page={page} pageCount={totalPages} onPage={setPage} />
        </div>
      </Card>
    </div>
  );
}
