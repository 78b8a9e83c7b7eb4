export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center p-8">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
