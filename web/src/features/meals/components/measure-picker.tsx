import { useId, useState } from 'react';
import { defaultPortion, type FoodDetail, type FoodMeasure } from '@glyco/contracts';
import { inputClass } from '../../../components/form/field-error';
import { measureLabel, nutrientsForMeasure } from '../food-measures';

const customGrams = 'grams';

interface MeasurePickerProps {
  food: FoodDetail;
  onMeasure: (measure: FoodMeasure) => void;
}

/** One serving of the picked food: a household measure or a weight in grams. */
export function MeasurePicker({ food, onMeasure }: MeasurePickerProps) {
  const id = useId();
  const [choice, setChoice] = useState(() => String(food.measures.findIndex((measure) => measure.label === defaultPortion(food).label)));
  const [grams, setGrams] = useState('100');
  const [chosen, setChosen] = useState<FoodMeasure | null>(() => defaultPortion(food));

  function use(measure: FoodMeasure | null | undefined) {
    setChosen(measure ?? null);
    if (measure) onMeasure(measure);
  }

  function choose(value: string) {
    setChoice(value);
    use(value === customGrams ? gramsMeasure(grams) : food.measures[Number(value)]);
  }

  function changeGrams(value: string) {
    setGrams(value);
    use(gramsMeasure(value));
  }

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          Serving
        </label>
        <select id={id} value={choice} onChange={(event) => choose(event.target.value)} className={inputClass}>
          {food.measures.map((measure, index) => (
            <option key={measure.label} value={index}>
              {measureLabel(measure)}
            </option>
          ))}
          <option value={customGrams}>Weight in grams</option>
        </select>
      </div>
      {choice === customGrams && (
        <div>
          <label htmlFor={`${id}-grams`} className="block text-sm font-medium">
            Grams per serving
          </label>
          <input id={`${id}-grams`} type="number" min="1" step="any" inputMode="decimal" value={grams} onChange={(event) => changeGrams(event.target.value)} className={inputClass} />
        </div>
      )}
      {chosen && (
        <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300" aria-live="polite">
          One serving ({chosen.grams} g): <strong>{nutrientsForMeasure(food, chosen).carbs} g carbs</strong>
        </p>
      )}
    </div>
  );
}

function gramsMeasure(value: string): FoodMeasure | null {
  const grams = Number(value);
  return value.trim() !== '' && Number.isFinite(grams) && grams > 0 ? { label: `${grams} g`, grams } : null;
}
