const pageButton = 'rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:opacity-50 dark:border-slate-600';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Dose pages" className="flex items-center justify-between gap-2">
      <button type="button" className={pageButton} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        ‹ Previous
      </button>
      <p aria-live="polite" className="text-sm">
        Page {page} of {totalPages}
      </p>
      <button type="button" className={pageButton} onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Next ›
      </button>
    </nav>
  );
}
