import { useId } from 'react';
import { Field } from 'react-final-form';
import { inputClass, visibleFieldError } from './field-error';
import { FieldMessage } from './field-message';

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  placeholder?: string;
}

export function SelectField({ name, label, options, placeholder }: SelectFieldProps) {
  const id = useId();
  return (
    <Field name={name} component="select">
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div>
            <label htmlFor={id} className="block text-sm font-medium">
              {label}
            </label>
            <select {...input} id={id} aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} className={inputClass}>
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <FieldMessage id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
