import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Meal, MealSuggestion } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useGlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { Pagination } from '../../../components/ui/pagination';
import { focusedElement, restoreFocus } from '../../../lib/focus-return';
import { useAtom, useAtomValue, useSetAtom } from '../../../lib/jotai';
import { useRecordWrite } from '../../../lib/use-record-write';
import { deleteMeal, mealPageSize } from '../api/meals';
import { mealFormAtom, mealNoticeAtom, mealPageAtom, mealSearchAtom, mealTypeFilterAtom } from '../atoms';
import { deleteMealWithConfirm } from '../delete-meal';
import { suggestionToValues } from '../meal-form-values';
import { useMealList } from '../use-meal-list';
import { addMealButtonId, MealActions } from './meal-actions';
import { MealFilters } from './meal-filters';
import { MealFormCard } from './meal-form-card';
import { MealList } from './meal-list';
import { MealNoticeBanner } from './meal-notice-banner';
import { SmartSuggestions } from './smart-suggestions';

export function MealTracker() {
  const { unit } = useGlucosePreferences();
  const [page, setPage] = useAtom(mealPageAtom);
  const search = useAtomValue(mealSearchAtom);
  const mealType = useAtomValue(mealTypeFilterAtom);
  const query = useMemo(() => ({ page, search, mealType }), [page, search, mealType]);
  const { meals, totalCount, loading, error } = useMealList(query);
  const deleteMealRecord = useRecordWrite(['meals'], deleteMeal);
  const setForm = useSetAtom(mealFormAtom);
  const showNotice = useSetAtom(mealNoticeAtom);
  const pageCount = Math.max(1, Math.ceil(totalCount / mealPageSize));
  // A meal opened from another page (the Glucose page's daily view) comes in the navigation state.
  const mealToEdit = (useLocation().state as { editMeal?: Meal } | null)?.editMeal;
  useEffect(() => {
    if (mealToEdit) setForm({ mode: 'edit', meal: mealToEdit, opener: null });
  }, [mealToEdit, setForm]);

  function edit(meal: Meal) {
    setForm({ mode: 'edit', meal, opener: focusedElement() });
  }

  function startFromSuggestion(suggestion: MealSuggestion) {
    setForm({ mode: 'add', prefill: suggestionToValues(suggestion), opener: focusedElement() });
  }

  async function remove(meal: Meal) {
    const outcome = await deleteMealWithConfirm(meal._id, (question) => window.confirm(question), deleteMealRecord);
    if (outcome.kind === 'cancelled') return;
    showNotice({ tone: outcome.kind === 'deleted' ? 'success' : 'error', message: outcome.message });
    if (outcome.kind !== 'deleted') return;
    // SPEC §4: deleting the only meal of a later page goes back one page.
    if (meals.length === 1 && page > 1) setPage(page - 1);
    restoreFocus(addMealButtonId);
  }

  return (
    <div className="space-y-6" aria-busy={loading}>
      <PageHeader title="Meal Tracker" actions={<MealActions onAdd={() => setForm({ mode: 'add', opener: focusedElement() })} />} />
      <MealNoticeBanner />
      <MealFormCard unit={unit} />
      <SmartSuggestions unit={unit} onUse={startFromSuggestion} />
      <Card title="Meal History" subtitle={`${totalCount} ${totalCount === 1 ? 'meal' : 'meals'}`}>
        <div className="space-y-4">
          <MealFilters />
          {error && <ErrorBanner message={error} />}
          {loading && meals.length === 0 ? (
            <Spinner label="Loading meals..." />
          ) : (
            <MealList meals={meals} filtered={search !== '' || mealType !== ''} onEdit={edit} onDelete={(meal) => void remove(meal)} />
          )}
          <Pagination label="Meal pages" page={page} pageCount={pageCount} onPage={setPage} />
        </div>
      </Card>
    </div>
  );
}
