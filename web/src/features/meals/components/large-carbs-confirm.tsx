import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';

interface LargeCarbsConfirmProps {
  /** Which item or total is large (largeCarbsWarning). */
  warning: string;
  onConfirm: () => void;
  onReview: () => void;
}

/** Asked before saving unusually many carbs: a wrong carb count becomes a wrong dose suggestion. */
export function LargeCarbsConfirm({ warning, onConfirm, onReview }: LargeCarbsConfirmProps) {
  const id = useId();
  const review = useRef<HTMLButtonElement>(null);
  // The safe choice has the focus, so Enter does not save by habit.
  useEffect(() => review.current?.focus(), [warning]);
  return (
    <div role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
      <h3 id={`${id}-title`} className="font-semibold">
        Check the carbs before saving
      </h3>
      <p id={`${id}-text`} className="text-sm">
        {warning}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button ref={review} type="button" onClick={onReview} className="rounded px-3 py-2 text-sm font-medium underline-offset-2 hover:underline">
          Change servings
        </button>
        <Button onClick={onConfirm}>Save anyway</Button>
      </div>
    </div>
  );
}
