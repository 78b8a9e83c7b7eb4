import { useState } from 'react';
import { BOLUS_MESSAGES, calculateBolusRequestSchema, type GlucoseUnit } from '@glyco/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-final-form';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SubmitError } from '../../../components/form/submit-error';
import { TextField } from '../../../components/form/text-field';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { validateWith } from '../../../lib/form-validation';
import { submissionErrors } from '../../../lib/submission-errors';
import { requestBolusCalculation } from '../api/calculate-bolus';
import { calculatedBolus, cgmValueOf, initialCalculatorValues, valuesToCalculateInput, type BolusCalculatorValues, type CalculatedBolus, type CgmValue } from '../bolus-calculator-values';
import { calculatorGlucoseQuery } from '../queries';
import { BolusCalculatorResult } from './bolus-calculator-result';
import { CgmValueNote } from './cgm-value-note';

interface BolusCalculatorProps {
  unit: GlucoseUnit;
  /** Whether the person has set up the calculator in their profile. */
  configured: boolean;
  onUseDose: (calculated: CalculatedBolus) => void;
  onClose: () => void;
}

function SetUpFirst() {
  return (
    <div role="status" className="space-y-3 text-sm">
      <p>{BOLUS_MESSAGES.settingsMissing}</p>
      <ButtonLink to={paths.profile} variant="outline">
        Go to Profile
      </ButtonLink>
    </div>
  );
}

interface CalculatorFormProps {
  unit: GlucoseUnit;
  cgm: CgmValue | undefined;
  onCalculate: (values: BolusCalculatorValues) => Promise<object | undefined>;
}

function CalculatorForm({ unit, cgm, onCalculate }: CalculatorFormProps) {
  return (
    <Form<BolusCalculatorValues>
      onSubmit={onCalculate}
      initialValues={initialCalculatorValues(cgm)}
      validate={validateWith(calculateBolusRequestSchema, (values: Partial<BolusCalculatorValues>) => valuesToCalculateInput(values, unit, cgm))}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Bolus calculator" className="space-y-4">
          <SubmitError error={submitError} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="carbs" label="Carbs (g)" type="number" inputMode="decimal" min={0} step="1" />
            <TextField name="currentGlucose" label={`Current glucose (${unit}, optional)`} type="number" inputMode="decimal" step={unit === 'mmol/L' ? '0.1' : '1'}
              hint="Leave blank to cover the carbohydrate only." />
          </div>
          {cgm && <CgmValueNote cgm={cgm} unit={unit} />}
          <CheckboxField name="correctionOnly" label="Take insulin on board off the correction only (not the standard formula)" />
          <div className="flex justify-end">
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Calculating...' : 'Calculate'}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

export function BolusCalculator({ unit, configured, onUseDose, onClose }: BolusCalculatorProps) {
  const [calculated, setCalculated] = useState<CalculatedBolus>();
  const [missingSettings, setMissingSettings] = useState(!configured);
  const current = useQuery({ ...calculatorGlucoseQuery(), enabled: !missingSettings });
  const cgm = cgmValueOf(current.data, unit);

  async function calculate(values: BolusCalculatorValues) {
    setCalculated(undefined);
    try {
      const result = await requestBolusCalculation(calculateBolusRequestSchema.parse(valuesToCalculateInput(values, unit, cgm)));
      setCalculated(calculatedBolus(result, unit));
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.status === 409) setMissingSettings(true);
      return submissionErrors(error, BOLUS_MESSAGES.calculateFailed);
    }
  }

  const closeButton = (
    <Button variant="outline" onClick={onClose}>
      Close
    </Button>
  );
  return (
    <Card title="Bolus Calculator" subtitle="Suggests a mealtime dose from your own settings" actions={closeButton}>
      {missingSettings ? (
        <SetUpFirst />
      ) : current.isPending ? (
        <Spinner label="Reading your latest glucose..." />
      ) : (
        <div className="space-y-4">
          <CalculatorForm unit={unit} cgm={cgm} onCalculate={calculate} />
          {calculated && <BolusCalculatorResult result={calculated.result} unit={unit} onUseDose={() => onUseDose(calculated)} />}
        </div>
      )}
    </Card>
  );
}
