import { useId, type Ref } from 'react';

interface EmergencyReplyProps {
  text: string;
  ref?: Ref<HTMLDivElement>;
}

/** A warning triangle, drawn inline: the heading beside it says what it means. */
function WarningIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

/**
 * An emergency reply as an alert, read out at once by screen readers: an icon and a heading, then
 * what to do now as steps, in the order the assistant gives them (its first line, then each "- " step).
 * Dark red on light red, light on near-black red in dark mode: both well above 7:1.
 */
export function EmergencyReply({ text, ref }: EmergencyReplyProps) {
  const headingId = useId();
  const [lead, ...rest] = text.split('\n');
  const steps = rest.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  const after = rest.filter((line) => !line.startsWith('- '));
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      className="mr-auto max-w-full space-y-2 sm:max-w-[92%] rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-bold text-red-800 dark:text-red-200">
        <WarningIcon />
        Act now
      </h3>
      <p className="font-semibold">{lead}</p>
      <ol className="list-decimal space-y-1 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {after.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
