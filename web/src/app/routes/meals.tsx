import { MealTracker } from '../../features/meals/components/meal-tracker';
import { usePageTitle } from '../../lib/use-page-title';

export function MealsPage() {
  usePageTitle('Meal Tracker');
  return <MealTracker />;
}
