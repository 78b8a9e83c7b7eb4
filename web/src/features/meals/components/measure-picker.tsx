import { useId, useState } from 'react';
import type { FoodDetail, FoodMeasure } from '@glyco/contracts';
import { inputClass } from '../../../components/form/field-error';
import { measureLabel } from '../food-measures';
import { defaultMeasure } from '../use-food-pick';

const customGrams = 'grams';

interface MeasurePickerProps {
  food: FoodDetail;
  onMeasure: (measure: FoodMeasure) => void;
}

/** One serving of the picked food: a household measure or a weight in grams. */
export function MeasurePicker({ food, onMeasure }: MeasurePickerProps) {
  const id = useId();
  const [choice, setChoice] = useState(String(food.measures.indexOf(defaultMeasure(food))));
  const [grams, setGrams] = useState('100');

  function choose(value: string) {
    setChoice(value);
    const measure = value === customGrams ? gramsMeasure(grams) : food.measures[Number(value)];
    if (measure) onMeasure(measure);
  }

  function changeGrams(value: string) {
    setGrams(value);
    const measure = gramsMeasure(value);
    if (measure) onMeasure(measure);
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
    </div>
  );
}

function gramsMeasure(value: string): FoodMeasure | null {
  const grams = Number(value);
  return value.trim() !== '' && Number.isFinite(grams) && grams > 0 ? { label: `${grams} g`, grams } : null;
}
