import { BOLUS_MESSAGES, type BolusCalculation } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

function units(value: number): string {
  return `${value} U`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-lg font-medium">{value}</dd>
    </div>
  );
}

/** The breakdown, the suggestion in large type, any warnings and the disclaimer. */
export function BolusCalculatorResult({ result, onUseDose }: { result: BolusCalculation; onUseDose: () => void }) {
  return (
    <section aria-label="Bolus suggestion" className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      {result.warnings.length > 0 && (
        <div role="alert" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {result.warnings.map((warning) => (
            <p key={warning.code}>{warning.message}</p>
          ))}
        </div>
      )}
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Carb dose" value={units(result.carbDose)} />
        <Figure label="Correction (after insulin on board)" value={units(result.correctionDose)} />
        <Figure label="Insulin on board" value={units(result.insulinOnBoard)} />
      </dl>
      <div>
        <p className="text-sm text-slate-500 dark:text-slate-400" id="suggested-bolus-label">
          Suggested bolus
        </p>
        <p className="text-4xl font-bold text-primary-dark dark:text-sky-300" aria-labelledby="suggested-bolus-label" data-testid="suggested-units">
          {result.suggestedUnits} units
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Rounded down to steps of {result.roundedTo} units{result.capped ? `, capped at your maximum of ${result.settings.maxBolus} units` : ''}.
        </p>
      </div>
      <p className="text-sm font-medium">{BOLUS_MESSAGES.disclaimer}</p>
      {result.suggestedUnits > 0 && <Button onClick={onUseDose}>Use this dose</Button>}
    </section>
  );
}
