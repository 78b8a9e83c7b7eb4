import { DASHBOARD_MESSAGES, formatGlucose, glucoseColour, type GlucoseReading, type InsulinDose, type Meal } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatShort } from '../../../lib/format';
import type { GlucosePreferences } from '../../../lib/glucose/use-glucose-preferences';
import { EntryText, RecentList } from './recent-list';
import { SectionLink } from './section-link';

/** `readOnly`: a follower's view, without links to add entries of the viewer's own. */
export function LatestReadings({ readings, unit, target, readOnly = false }: { readings: readonly GlucoseReading[]; readOnly?: boolean } & GlucosePreferences) {
  return (
    <Card title="Latest Readings" actions={readOnly ? undefined : <SectionLink to={paths.glucose} label="Add New" />}>
      <RecentList
        items={readings}
        empty={DASHBOARD_MESSAGES.noReadings}
        keyOf={(reading) => reading._id}
        render={(reading) => (
          <>
            <EntryText primary={formatShort(reading.timestamp)} secondary={reading.mealContext} />
            <span className="flex shrink-0 items-center gap-2 font-semibold">
              {/* The level colours are too light for text (down to 1.9:1), so they mark a dot beside the value. */}
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: glucoseColour(reading.value, target, reading.entered.unit) }} />
              {formatGlucose(reading.value, unit)} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{unit}</span>
            </span>
          </>
        )}
      />
    </Card>
  );
}

export function RecentMeals({ meals, readOnly = false }: { meals: readonly Meal[]; readOnly?: boolean }) {
  return (
    <Card title="Recent Meals" actions={readOnly ? undefined : <SectionLink to={paths.meals} label="Add New" />}>
      <RecentList
        items={meals}
        empty={DASHBOARD_MESSAGES.noMeals}
        keyOf={(meal) => meal._id}
        render={(meal) => (
          <>
            <EntryText primary={meal.mealType} secondary={formatShort(meal.timestamp)} />
            <span className="shrink-0 font-semibold">{Math.round(meal.totalCarbs)} g carbs</span>
          </>
        )}
      />
    </Card>
  );
}

export function InsulinDoses({ doses, readOnly = false }: { doses: readonly InsulinDose[]; readOnly?: boolean }) {
  return (
    <Card title="Insulin Doses" subtitle="Recent Activity" actions={readOnly ? undefined : <SectionLink to={paths.insulin} label="View All" />}>
      <RecentList
        items={doses}
        empty={DASHBOARD_MESSAGES.noInsulinDoses}
        keyOf={(dose) => dose._id}
        render={(dose) => (
          <>
            <EntryText primary={dose.insulinType} secondary={formatShort(dose.timestamp)} />
            <span className="shrink-0 font-semibold">{dose.units} units</span>
          </>
        )}
      />
    </Card>
  );
}
