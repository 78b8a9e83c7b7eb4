import type { KeyboardEvent } from 'react';

interface Tab<Id extends string> {
  id: Id;
  label: string;
}

interface TabListProps<Id extends string> {
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export const tabId = (id: string) => `${id}-tab`;
export const panelId = (id: string) => `${id}-panel`;

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move and select. */
export function TabList<Id extends string>({ label, tabs, selected, onSelect }: TabListProps<Id>) {
  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={panelId(tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
            className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${
              active ? 'border-primary-dark text-primary-dark dark:border-sky-300 dark:text-sky-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
