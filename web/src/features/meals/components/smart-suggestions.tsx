import { useQuery } from '@tanstack/react-query';
import { formatGlucoseWithUnit, type GlucoseUnit, type MealSuggestion } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { mealSuggestionsQuery } from '../queries';

interface SmartSuggestionsProps {
  unit: GlucoseUnit;
  onUse: (suggestion: MealSuggestion) => void;
}

/** Meals the person often eats around this hour, as one-click starting points for the form. */
export function SmartSuggestions({ unit, onUse }: SmartSuggestionsProps) {
  const { data, isError } = useQuery(mealSuggestionsQuery());
  // Without them the page works as before: a failure reads as no suggestions yet.
  const suggestions: MealSuggestion[] | null = isError ? [] : (data?.suggestions ?? null);

  return (
    <Card title="Smart Suggestions" subtitle="Meals you often eat around this time of day">
      {suggestions === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading suggestions...</p>
      ) : suggestions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No suggestions yet. Meals you log appear here as quick starting points.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.mealType}-${suggestion.foodNames.join('|')}`}>
              <button
                type="button"
                onClick={() => onUse(suggestion)}
                className="h-full w-full rounded-lg border border-slate-200 p-3 text-left hover:border-sky-600 hover:bg-sky-50 dark:border-slate-700 dark:hover:bg-slate-700"
              >
                <span className="block font-semibold">{suggestion.foodNames.join(', ')}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {suggestion.mealType} · {suggestion.averageCarbs} g carbs · {suggestion.averageCalories} kcal
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  Eaten {suggestion.timesEaten} {suggestion.timesEaten === 1 ? 'time' : 'times'}
                  {suggestion.averageGlucoseRise !== null && `, glucose rise ${formatGlucoseWithUnit(suggestion.averageGlucoseRise, unit)} on average`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
