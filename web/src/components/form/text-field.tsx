import { useId, type InputHTMLAttributes } from 'react';
import { Field } from 'react-final-form';
import { inputClass, visibleFieldError } from './field-error';
import { FieldMessage } from './field-message';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  hint?: string;
}

export function TextField({ name, label, hint, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <Field name={name} type={type}>
      {({ input, meta }) => {
        const error = visibleFieldError(meta);
        return (
          <div>
            <label htmlFor={id} className="block text-sm font-medium">
              {label}
            </label>
            <input
              {...inputProps}
              {...input}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ''}`}
              className={inputClass}
            />
            {hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {hint}
              </p>
            )}
            <FieldMessage id={`${id}-error`} error={error} />
          </div>
        );
      }}
    </Field>
  );
}
