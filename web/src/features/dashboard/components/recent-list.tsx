import type { ReactNode } from 'react';

interface RecentListProps<T> {
  items: readonly T[];
  empty: string;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
}

/** The three newest entries of a list, or its empty text. */
export function RecentList<T>({ items, empty, keyOf, render }: RecentListProps<T>) {
  if (items.length === 0) return <p className="text-slate-500 dark:text-slate-400">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-700">
      {items.slice(0, 3).map((item) => (
        <li key={keyOf(item)} className="flex items-center justify-between gap-3 py-3">
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

export function EntryText({ primary, secondary }: { primary: ReactNode; secondary: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{primary}</p>
      <p className="truncate text-sm text-slate-500 dark:text-slate-400">{secondary}</p>
    </div>
  );
}
