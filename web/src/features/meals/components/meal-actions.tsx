import { useState } from 'react';
import { MEAL_MESSAGES } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';
import { messageOr } from '../../../lib/api-error';
import { useSetAtom } from '../../../lib/jotai';
import { exportMealsCsv } from '../api/export-meals-csv';
import { listMeals } from '../api/meals';
import { mealNoticeAtom } from '../atoms';

export const addMealButtonId = 'add-meal-button';

export function MealActions({ onAdd }: { onAdd: () => void }) {
  const showNotice = useSetAtom(mealNoticeAtom);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { totalCount } = await listMeals({ page: 1, search: '', mealType: '' }, 1);
      if (totalCount === 0) {
        showNotice({ tone: 'error', message: MEAL_MESSAGES.noDataToExport });
        return;
      }
      await exportMealsCsv();
      showNotice({ tone: 'success', message: MEAL_MESSAGES.exported });
    } catch (error) {
      showNotice({ tone: 'error', message: messageOr(error, MEAL_MESSAGES.exportFailed) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button id={addMealButtonId} onClick={onAdd}>
        Add Meal
      </Button>
      <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </>
  );
}
