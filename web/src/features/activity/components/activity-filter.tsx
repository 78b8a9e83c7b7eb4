import { inputClass } from '../../../components/form/field-error';
import { activityFilters } from '../activity-filters';

interface ActivityFilterProps {
  value: string;
  onChange: (entityType: string) => void;
}

export function ActivityFilter({ value, onChange }: ActivityFilterProps) {
  return (
    <div className="max-w-xs">
      <label htmlFor="activity-type-filter" className="block text-sm font-medium">
        Show
      </label>
      <select id="activity-type-filter" value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {activityFilters.map((option) => (
          <option key={option.label} value={option.entityType}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
