interface SuggestedQuestionsProps {
  questions: readonly string[];
  disabled: boolean;
  onAsk(question: string): void;
}

/** Questions to ask with one tap: shown on an empty conversation and after a reply that offers some. */
export function SuggestedQuestions({ questions, disabled, onAsk }: SuggestedQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <ul aria-label="Suggested questions" className="mt-3 flex flex-wrap gap-2">
      {questions.map((question) => (
        <li key={question}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className="rounded-full border border-primary-dark px-3 py-1 text-sm text-primary-dark hover:bg-primary-dark hover:text-white disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-300 dark:text-slate-100"
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}
