import { useRef, useState } from 'react';
import { largeCarbsWarning, logMealSchema, MEAL_MESSAGES, MEAL_TYPES, type GlucoseUnit, type LogMealInput, type Meal } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { FormActions } from '../../../components/form/form-actions';
import { validateWith } from '../../../lib/form-validation';
import { isSavedForLater } from '../../../lib/offline/saved-for-later';
import { submissionErrors } from '../../../lib/submission-errors';
import { useRecordWrite } from '../../../lib/use-record-write';
import { logMeal, updateMeal } from '../api/meals';
import { mealToValues, newMealValues, valuesToMealInput, type MealFormValues } from '../meal-form-values';
import { foodItemsErrorKey, FoodItemsFieldset } from './food-items-fieldset';
import { LargeCarbsConfirm } from './large-carbs-confirm';
import { MealTotals } from './meal-totals';

interface MealFormProps {
  unit: GlucoseUnit;
  /** The meal being corrected; absent when adding. */
  meal?: Meal;
  /** A new meal's starting values, e.g. from a suggestion. */
  prefill?: MealFormValues;
  /** `notice` is set when the save was kept on this device, to be sent when the connection returns. */
  onSaved: (notice?: string) => void;
  onCancel: () => void;
}

const mealSchema = logMealSchema();
const numberProps = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;

export function MealForm({ unit, meal, prefill, onSaved, onCancel }: MealFormProps) {
  // Fixed for the form's life: react-final-form starts over whenever it gets new initial values.
  const [initialValues] = useState(() => (meal ? mealToValues(meal, unit) : (prefill ?? newMealValues())));
  const toInput = (values: Partial<MealFormValues>) => valuesToMealInput(values, unit);
  const [largeCarbs, setLargeCarbs] = useState<string>();
  // The warning the person said yes to; a ref, so the submit that follows reads it at once.
  const confirmed = useRef<string>(undefined);
  const saveMeal = useRecordWrite(['meals'], (body: LogMealInput) => (meal ? updateMeal(meal._id, body) : logMeal(body)));

  function validateMeal(values: MealFormValues) {
    const errors = validateWith(mealSchema, toInput)(values);
    // The list's own message lives beside the rows: final-form cannot hold a string where rows are registered.
    if (typeof errors?.foodItems !== 'string') return errors;
    const { foodItems, ...others } = errors;
    return { ...others, [foodItemsErrorKey]: foodItems };
  }

  async function save(values: MealFormValues) {
    const body = mealSchema.parse(toInput(values));
    const warning = largeCarbsWarning(body.foodItems);
    if (warning && warning !== confirmed.current) {
      setLargeCarbs(warning);
      return undefined;
    }
    setLargeCarbs(undefined);
    try {
      await saveMeal(body);
    } catch (error) {
      if (!isSavedForLater(error)) return submissionErrors(error, MEAL_MESSAGES.saveFailed);
      // Kept on this device without a connection: the form is done, the save shows as waiting to send.
      onSaved(error.message);
      return undefined;
    }
    onSaved();
    return undefined;
  }

  return (
    <Form<MealFormValues>
      onSubmit={save}
      initialValues={initialValues}
      validate={validateMeal}
      render={({ handleSubmit, submitting, submitError, form }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label={meal ? 'Edit meal' : 'Add meal'}>
          <SubmitError error={submitError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="mealType" label="Meal type" options={MEAL_TYPES} placeholder="Select meal type" />
            <TextField name="timestamp" label="Date and time" type="datetime-local" />
          </div>
          <FoodItemsFieldset />
          <MealTotals />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name="preGlucose" label={`Pre-meal glucose (${unit})`} {...numberProps} />
            <TextField name="postGlucose" label={`Post-meal glucose (${unit})`} {...numberProps} />
            <TextField name="insulinDose" label="Insulin dose (units)" {...numberProps} />
          </div>
          <TextField name="notes" label="Notes" />
          {largeCarbs && (
            <LargeCarbsConfirm
              warning={largeCarbs}
              onReview={() => setLargeCarbs(undefined)}
              onConfirm={() => {
                confirmed.current = largeCarbs;
                void form.submit();
              }}
            />
          )}
          <FormActions submitting={submitting} submitLabel={meal ? 'Update Meal' : 'Save Meal'} onCancel={onCancel} />
        </form>
      )}
    />
  );
}
