import { INJECTION_SITES, INSULIN_MESSAGES, INSULIN_TYPES, INSULIN_UNITS_MIN, INSULIN_UNITS_STEP, logInsulinDoseSchema, type InsulinDose, type LogInsulinDoseInput, type Meal } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { FormActions } from '../../../components/form/form-actions';
import { validateWith } from '../../../lib/form-validation';
import { isSavedForLater } from '../../../lib/offline/saved-for-later';
import { submissionErrors } from '../../../lib/submission-errors';
import { useRecordWrite } from '../../../lib/use-record-write';
import { logInsulinDose, updateInsulinDose } from '../api/insulin-doses';
import { doseToValues, newDoseValues, valuesToDoseInput, type DoseFormValues } from '../dose-form-values';
import { RelatedMealField } from './related-meal-field';

interface InsulinDoseFormProps {
  /** The dose being corrected; absent when adding. */
  dose?: InsulinDose;
  recentMeals: readonly Meal[];
  /** Values a new dose starts from, e.g. a bolus calculator suggestion. */
  prefill?: Partial<DoseFormValues>;
  /** `notice` is set when the save was kept on this device, to be sent when the connection returns. */
  onSaved: (notice?: string) => void;
  onCancel: () => void;
}

export function InsulinDoseForm({ dose, recentMeals, prefill, onSaved, onCancel }: InsulinDoseFormProps) {
  const saveDose = useRecordWrite(['insulin'], (body: LogInsulinDoseInput) => (dose ? updateInsulinDose(dose._id, body) : logInsulinDose(body)));
  async function save(values: DoseFormValues) {
    const body = logInsulinDoseSchema.parse(valuesToDoseInput(values));
    try {
      await saveDose(body);
    } catch (error) {
      if (!isSavedForLater(error)) return submissionErrors(error, INSULIN_MESSAGES.saveFailed);
      // Kept on this device without a connection: the form is done, the save shows as waiting to send.
      onSaved(error.message);
      return undefined;
    }
    onSaved();
    return undefined;
  }

  return (
    <Form<DoseFormValues>
      onSubmit={save}
      initialValues={dose ? doseToValues(dose) : { ...newDoseValues(), ...prefill }}
      validate={validateWith(logInsulinDoseSchema, valuesToDoseInput)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label={dose ? 'Edit dose' : 'Add dose'}>
          <SubmitError error={submitError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="insulinType" label="Insulin type" options={INSULIN_TYPES} placeholder="Select insulin type" />
            <TextField name="brand" label="Brand" hint="e.g. Humalog, Lantus" />
            <TextField name="units" label="Units" type="number" inputMode="decimal" step={INSULIN_UNITS_STEP} min={INSULIN_UNITS_MIN} />
            <TextField name="timestamp" label="Date and time" type="datetime-local" />
            <SelectField name="injectionSite" label="Injection site" options={INJECTION_SITES} />
            <RelatedMealField meals={recentMeals} />
          </div>
          <TextField name="notes" label="Notes" />
          <FormActions submitting={submitting} submitLabel={dose ? 'Update Dose' : 'Save Dose'} onCancel={onCancel} />
        </form>
      )}
    />
  );
}
