import { formatGlucose, type ClinicianPatient } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';

const notGiven = 'Not given';

export function PatientSummary({ patient }: { patient: ClinicianPatient }) {
  const unit = patient.glucoseUnit;
  const { min, max } = patient.targetGlucoseRange;
  const insulin = [patient.insulinType.basal && `Basal: ${patient.insulinType.basal}`, patient.insulinType.bolus && `Bolus: ${patient.insulinType.bolus}`].filter(Boolean).join(', ');
  const rows = [
    { term: 'Diabetes type', value: patient.diabetesType },
    { term: 'Diagnosed', value: patient.dateOfDiagnosis ? formatDate(patient.dateOfDiagnosis) : notGiven },
    { term: 'Target range', value: `${formatGlucose(min, unit)}–${formatGlucose(max, unit)} ${unit}` },
    { term: 'Insulin', value: insulin || notGiven },
  ];
  return (
    <Card title="Patient summary">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.term}>
            <dt className="text-sm text-slate-500 dark:text-slate-400">{row.term}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
