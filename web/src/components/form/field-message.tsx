export function FieldMessage({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} role="alert" className="mt-1 min-h-0 text-sm text-red-600 empty:hidden dark:text-red-400">
      {error}
    </p>
  );
}
