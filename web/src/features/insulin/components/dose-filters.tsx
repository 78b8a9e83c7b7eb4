import { INSULIN_TYPES } from '@glyco/contracts';
import { inputClass } from '../../../components/form/field-error';

interface DoseFiltersProps {
  search: string;
  type: string;
  onSearchChange: (search: string) => void;
  onTypeChange: (type: string) => void;
}

export function DoseFilters({ search, type, onSearchChange, onTypeChange }: DoseFiltersProps) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <div>
        <label htmlFor="dose-search" className="block text-sm font-medium">
          Search doses
        </label>
        <input id="dose-search" type="search" value={search} onChange={(event) => onSearchChange(event.target.value)} placeholder="Brand or notes" className={inputClass} />
      </div>
      <div>
        <label htmlFor="dose-type-filter" className="block text-sm font-medium">
          Insulin type
        </label>
        <select id="dose-type-filter" value={type} onChange={(event) => onTypeChange(event.target.value)} className={inputClass}>
          <option value="">All Types</option>
          {INSULIN_TYPES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
