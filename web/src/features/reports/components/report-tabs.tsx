import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ReportTab {
  id: string;
  label: string;
}

interface ReportTabsProps {
  tabs: readonly ReportTab[];
  selected: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}

const nextIndexByKey: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select; Tab enters the panel. */
export function ReportTabs({ tabs, selected, onSelect, children }: ReportTabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = nextIndexByKey[event.key];
    if (!next) return;
    event.preventDefault();
    const target = next(index, tabs.length);
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Report sections" className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px whitespace-nowrap border-b-2 px-2 py-2 sm:px-4 text-sm font-medium ${
                active ? 'border-primary-dark text-primary-dark dark:border-sky-300 dark:text-sky-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} tabIndex={0} className="mt-6 space-y-6">
        {children}
      </div>
    </div>
  );
}
