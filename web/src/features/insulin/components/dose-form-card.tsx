import { useEffect, useRef } from 'react';
import type { InsulinDose, Meal } from '@glyco/contracts';
import { Card } from '../../../components/ui/card';
import type { DoseFormValues } from '../dose-form-values';
import { InsulinDoseForm } from './insulin-dose-form';

interface DoseFormCardProps {
  dose?: InsulinDose;
  recentMeals: readonly Meal[];
  prefill?: Partial<DoseFormValues>;
  onSaved: (notice?: string) => void;
  onCancel: () => void;
}

export function DoseFormCard({ dose, recentMeals, prefill, onSaved, onCancel }: DoseFormCardProps) {
  const container = useRef<HTMLDivElement>(null);
  // The first field takes the focus, which also scrolls the form into view.
  useEffect(() => container.current?.querySelector('select')?.focus(), [dose, prefill]);
  return (
    <div ref={container}>
      <Card title={dose ? 'Edit Insulin Dose' : 'Add Insulin Dose'}>
        <InsulinDoseForm key={dose?._id ?? 'new'} dose={dose} recentMeals={recentMeals} prefill={prefill} onSaved={onSaved} onCancel={onCancel} />
      </Card>
    </div>
  );
}
