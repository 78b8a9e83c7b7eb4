import { BOLUS_MESSAGES, bolusArithmetic, bolusBasisNote, type BolusCalculation, type GlucoseUnit } from '@glyco/contracts';
import { Button } from '../../../components/ui/button';

/** The warnings, every step of the arithmetic, the suggestion in large type and the disclaimer. */
export function BolusCalculatorResult({ result, unit, onUseDose }: { result: BolusCalculation; unit: GlucoseUnit; onUseDose: () => void }) {
  return (
    <section aria-label="Bolus suggestion" className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      {result.warnings.length > 0 && (
        <div role="alert" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {result.warnings.map((warning) => (
            <p key={warning.code}>{warning.message}</p>
          ))}
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold" id="bolus-arithmetic-heading">
          How it is worked out
        </h3>
        <ol aria-labelledby="bolus-arithmetic-heading" className="mt-2 space-y-1 font-mono text-sm" data-testid="bolus-arithmetic">
          {bolusArithmetic(result, unit).map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{bolusBasisNote(result, unit)}</p>
      </div>
      <div>
        <p className="text-sm text-slate-500 dark:text-slate-400" id="suggested-bolus-label">
          Suggested bolus
        </p>
        <p className="text-4xl font-bold text-primary-dark dark:text-sky-300" aria-labelledby="suggested-bolus-label" data-testid="suggested-units">
          {result.suggestedUnits} units
        </p>
      </div>
      <p className="text-sm font-medium">{BOLUS_MESSAGES.disclaimer}</p>
      {result.suggestedUnits > 0 && <Button onClick={onUseDose}>Use this dose</Button>}
    </section>
  );
}
