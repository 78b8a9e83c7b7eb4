import { FOLLOWERS_TEXT, type FollowedPerson } from '@glyco/contracts';

const chip = 'rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition-colors';
const on = 'bg-primary-dark text-white ring-primary-dark';
const off = 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-700';

/** Whom the view follows, when there are several (a parent with two children): one press switches. */
export function PersonSwitcher({ people, selected, onSelect }: { people: readonly FollowedPerson[]; selected: string | undefined; onSelect: (personId: string) => void }) {
  if (people.length < 2) return null;
  return (
    <nav aria-label={FOLLOWERS_TEXT.switchPerson} className="flex flex-wrap gap-2">
      {people.map((person) => (
        <button key={person.personId} type="button" aria-pressed={person.personId === selected} className={`${chip} ${person.personId === selected ? on : off}`} onClick={() => onSelect(person.personId)}>
          {person.name}
        </button>
      ))}
    </nav>
  );
}
