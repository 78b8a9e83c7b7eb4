import { Button } from '../ui/button';

interface FormActionsProps {
  submitting: boolean | undefined;
  /** The submit button's text, e.g. 'Save Reading' or 'Update Reading'. */
  submitLabel: string;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a log form; the submit button says so while saving. */
export function FormActions({ submitting, submitLabel, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting === true}>
        {submitting === true ? 'Saving...' : submitLabel}
      </Button>
    </div>
  );
}
