import { Button } from './button';

interface PaginationProps {
  /** Names the navigation landmark, e.g. "Meal pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next around "Page 2 of 5", announced as it changes; nothing when everything fits one page. */
export function Pagination({ label, page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
