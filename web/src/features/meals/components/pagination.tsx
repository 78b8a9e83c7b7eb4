import { Button } from '../../../components/ui/button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Meal pages" className="mt-4 flex items-center justify-between gap-2">
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
