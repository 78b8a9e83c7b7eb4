import { LIMITS } from '@glyco/contracts';
import { TextField } from '../../../components/form/text-field';

const slots = Array.from({ length: LIMITS.emergencyContactsMax }, (_, index) => index);

export function EmergencyContactsFields() {
  return (
    <div className="space-y-6">
      {slots.map((index) => (
        <fieldset key={index} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">Emergency contact {index + 1}</legend>
          <TextField name={`emergencyContacts.${index}.name`} label={`Contact ${index + 1} name`} />
          <TextField name={`emergencyContacts.${index}.relationship`} label={`Contact ${index + 1} relationship`} />
          <TextField name={`emergencyContacts.${index}.phone`} label={`Contact ${index + 1} phone`} type="tel" />
          <TextField name={`emergencyContacts.${index}.email`} label={`Contact ${index + 1} email`} type="email" />
        </fieldset>
      ))}
    </div>
  );
}
