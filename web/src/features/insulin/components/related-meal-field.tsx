import { useId } from 'react';
import { Field } from 'react-final-form';
import type { Meal } from '@glyco/contracts';
import { inputClass, visibleFieldError } from '../../../components/form/field-error';
import { FieldMessage } from '../../../components/form/field-message';
import { mealLabel } from '../meal-label';

/** A picker over the user's recent meals; its value is the meal id, '' for none. */
export function RelatedMealField({ meals }: { meals: readonly Meal[] }) {
  const id = useId();
  return (
    <Field name="relatedMeal" component="select">
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div>
            <label htmlFor={id} className="block text-sm font-medium">
              Related meal
            </label>
            <select {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} className={inputClass}>
              <option value="">No related meal</option>
              {meals.map((meal) => (
                <option key={meal._id} value={meal._id}>
                  {mealLabel(meal)}
                </option>
              ))}
            </select>
            <FieldMessage id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
