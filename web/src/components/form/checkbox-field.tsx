import { Field } from 'react-final-form';

export function CheckboxField({ name, label }: { name: string; label: string }) {
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <label className="flex items-center gap-2 text-sm">
          <input {...input} className="h-4 w-4 rounded border-slate-300 accent-primary" />
          {label}
        </label>
      )}
    </Field>
  );
}
