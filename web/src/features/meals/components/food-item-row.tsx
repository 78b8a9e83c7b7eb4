import { useRef } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useFoodPick } from '../use-food-pick';
import { FoodNameCombobox } from './food-name-combobox';
import { MeasurePicker } from './measure-picker';

interface FoodItemRowProps {
  index: number;
  onRemove: () => void;
}

const numberProps = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;

export function FoodItemRow({ index, onRemove }: FoodItemRowProps) {
  const prefix = `foodItems.${index}`;
  const { fetching, food, pick, applyMeasure } = useFoodPick(prefix);
  const legend = `Food item ${index + 1}`;
  const nutrients = useRef<HTMLDivElement>(null);

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700" aria-busy={fetching}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <FoodNameCombobox name={`${prefix}.name`} onPick={(summary) => void pick(summary)} onNoMatch={() => focusCarbs(nutrients.current)} />
      {fetching && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Fetching nutrients...
        </p>
      )}
      {food && <MeasurePicker key={food.id} food={food} onMeasure={(measure) => applyMeasure(food, measure)} />}
      <div ref={nutrients} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <TextField name={`${prefix}.carbs`} label="Carbs (g)" {...numberProps} />
        <TextField name={`${prefix}.protein`} label="Protein (g)" {...numberProps} />
        <TextField name={`${prefix}.fat`} label="Fat (g)" {...numberProps} />
        <TextField name={`${prefix}.calories`} label="Calories (kcal)" {...numberProps} />
        <TextField name={`${prefix}.amount`} label="Amount (servings)" {...numberProps} min={0.1} />
      </div>
      <div className="flex justify-end">
        <button type="button" onClick={onRemove} className="rounded px-2 py-1 text-sm text-red-700 hover:underline dark:text-red-400">
          Remove<span className="sr-only"> {legend}</span>
        </button>
      </div>
    </fieldset>
  );
}

/** Carbs come first among the manual fields; selected, so typing replaces the 0. */
function focusCarbs(fields: HTMLElement | null) {
  const carbs = fields?.querySelector('input');
  carbs?.focus();
  carbs?.select();
}
