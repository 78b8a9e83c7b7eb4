import { FEELINGS, logGlucoseReadingSchema, MEAL_CONTEXTS, READING_TYPES, type GlucoseReading, type GlucoseUnit, type LogGlucoseReadingInput } from '@glyco/contracts';
import { Form } from 'react-final-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { FormActions } from '../../../components/form/form-actions';
import { validateWith } from '../../../lib/form-validation';
import { isSavedForLater } from '../../../lib/offline/saved-for-later';
import { submissionErrors } from '../../../lib/submission-errors';
import { useRecordWrite } from '../../../lib/use-record-write';
import { logGlucoseReading, updateGlucoseReading } from '../api/glucose-readings';
import { newReadingValues, readingToValues, valuesToReadingInput, type ReadingFormValues } from '../reading-form-values';

interface GlucoseReadingFormProps {
  unit: GlucoseUnit;
  /** The reading being corrected; absent when adding. */
  reading?: GlucoseReading;
  /** `notice` is set when the save was kept on this device, to be sent when the connection returns. */
  onSaved: (notice?: string) => void;
  onCancel: () => void;
}

const saveFailed = 'Failed to save the reading. Please check your input and try again.';

export function GlucoseReadingForm({ unit, reading, onSaved, onCancel }: GlucoseReadingFormProps) {
  const toInput = (values: Partial<ReadingFormValues>) => valuesToReadingInput(values, unit);
  const saveReading = useRecordWrite(['glucose'], (body: LogGlucoseReadingInput) => (reading ? updateGlucoseReading(reading._id, body) : logGlucoseReading(body)));

  async function save(values: ReadingFormValues) {
    const body = logGlucoseReadingSchema.parse(toInput(values));
    try {
      await saveReading(body);
    } catch (error) {
      if (!isSavedForLater(error)) return submissionErrors(error, saveFailed);
      // Kept on this device without a connection: the form is done, the save shows as waiting to send.
      onSaved(error.message);
      return undefined;
    }
    onSaved();
    return undefined;
  }

  return (
    <Form<ReadingFormValues>
      onSubmit={save}
      initialValues={reading ? readingToValues(reading, unit) : newReadingValues()}
      validate={validateWith(logGlucoseReadingSchema, toInput)}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label={reading ? 'Edit reading' : 'Add reading'}>
          <SubmitError error={submitError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="value" label={`Glucose value (${unit})`} type="number" inputMode="decimal" step="any" autoFocus />
            <TextField name="timestamp" label="Date and time" type="datetime-local" />
            <SelectField name="mealContext" label="Meal context" options={MEAL_CONTEXTS} placeholder="Not specified (optional)" />
            <SelectField name="readingType" label="Reading type" options={READING_TYPES} placeholder="Select reading type" />
            <SelectField name="feeling" label="Feeling" options={FEELINGS} placeholder="Select feeling" />
            <TextField name="tags" label="Tags" hint="Separate tags with commas, e.g. exercise, stress" />
          </div>
          <TextField name="notes" label="Notes" />
          <FormActions submitting={submitting} submitLabel={reading ? 'Update Reading' : 'Save Reading'} onCancel={onCancel} />
        </form>
      )}
    />
  );
}
