export { doseContent, type DoseInput } from '@glyco/contracts';
