import { formatGlucoseValue, glucoseColour, type GlucoseReading, type GlucoseUnit, type InsulinDose, type Meal, type TargetRange } from '@glyco/contracts';
import { formatShort } from '../../../lib/format';
import { recentRowLimit } from '../api/patient-data';
import { RecentTable, type Column } from './recent-table';

const when = { header: 'Date & time', cell: (row: { timestamp: string }) => <span className="whitespace-nowrap">{formatShort(row.timestamp)}</span> };

export function RecentReadings({ readings, unit, target }: { readings: readonly GlucoseReading[]; unit: GlucoseUnit; target: TargetRange }) {
  const columns: Column<GlucoseReading>[] = [
    when,
    {
      header: `Value (${unit})`,
      cell: (reading) => (
        <span className="font-semibold">
          <span aria-hidden="true" className="mr-2 inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: glucoseColour(reading.value, target, reading.entered.unit) }} />
          {formatGlucoseValue(reading.value, unit, reading.sensorLimit)}
        </span>
      ),
    },
    { header: 'Meal context', cell: (reading) => reading.mealContext },
    { header: 'Type', cell: (reading) => reading.readingType, wideOnly: true },
    { header: 'Notes', cell: (reading) => reading.notes, wideOnly: true },
  ];
  return <RecentTable title="Recent readings" rows={readings.slice(0, recentRowLimit)} columns={columns} rowKey={(reading) => reading._id} emptyText="No readings in this period." />;
}

const mealColumns: Column<Meal>[] = [
  when,
  { header: 'Meal', cell: (meal) => meal.mealType },
  { header: 'Carbs (g)', cell: (meal) => Math.round(meal.totalCarbs) },
  { header: 'Calories', cell: (meal) => Math.round(meal.totalCalories), wideOnly: true },
  { header: 'Foods', cell: (meal) => meal.foodItems.map((item) => item.name).join(', '), wideOnly: true },
];

export function RecentMeals({ meals }: { meals: readonly Meal[] }) {
  return <RecentTable title="Recent meals" rows={meals} columns={mealColumns} rowKey={(meal) => meal._id} emptyText="No meals in this period." />;
}

const doseColumns: Column<InsulinDose>[] = [
  when,
  { header: 'Type', cell: (dose) => dose.insulinType },
  { header: 'Units', cell: (dose) => dose.units },
  { header: 'Site', cell: (dose) => dose.injectionSite, wideOnly: true },
  { header: 'Brand', cell: (dose) => dose.brand, wideOnly: true },
];

export function RecentDoses({ doses }: { doses: readonly InsulinDose[] }) {
  return <RecentTable title="Recent insulin doses" rows={doses} columns={doseColumns} rowKey={(dose) => dose._id} emptyText="No insulin doses in this period." />;
}
