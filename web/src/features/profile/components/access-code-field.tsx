import { useState } from 'react';
import { accessCodeGrantsAccess, CLINICIAN_ACCESS_CODE_MIN_LENGTH } from '@glyco/contracts';
import { useField, useForm } from 'react-final-form';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { generateAccessCode } from '../access-code';

const name = 'doctor.accessCode';

function accessHint(): string {
  return `Your doctor opens your data read-only at ${window.location.origin}${paths.clinician} with your email and this code. Change or clear the code to end their access.`;
}

/** The code a doctor redeems for read-only access; a short one is kept but grants nothing. */
export function AccessCodeField() {
  const form = useForm();
  const code = useField<string>(name, { subscription: { value: true } }).input.value ?? '';
  const [generated, setGenerated] = useState<string | null>(null);
  const tooShort = code.trim() !== '' && !accessCodeGrantsAccess(code);

  function generate() {
    const fresh = generateAccessCode();
    form.change(name, fresh);
    setGenerated(fresh);
  }

  return (
    <div className="space-y-2 sm:col-span-2">
      <TextField name={name} label="Doctor access code" hint={accessHint()} autoComplete="off" spellCheck={false} />
      <Button variant="outline" onClick={generate}>
        Generate code
      </Button>
      <p role="status" className="text-sm empty:hidden">
        {tooShort ? (
          <span className="text-amber-800 dark:text-amber-300">
            This code is too short to give your doctor access: use at least {CLINICIAN_ACCESS_CODE_MIN_LENGTH} characters, or generate one.
          </span>
        ) : (
          generated === code && <span className="text-slate-600 dark:text-slate-400">New code {code} generated. Save changes to use it.</span>
        )}
      </p>
    </div>
  );
}
