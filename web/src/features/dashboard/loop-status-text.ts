import type { DeviceStatusSummary } from '@glyco/contracts';
import { formatAge } from './reading-age';

const minutesSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();

/** "Loop 3 min ago", "IOB 1.2 U", "COB 20 g", "pump 45 %", "120 U left": the parts a status holds, in that order. */
export function loopStatusParts(status: DeviceStatusSummary, now: Date): string[] {
  const parts: string[] = [];
  const loopAt = status.loopAt ?? status.createdAt;
  const age = formatAge(minutesSince(loopAt, now));
  parts.push(status.loopFailure ? `Loop failed ${age.toLowerCase()}` : `Loop ${age.toLowerCase()}`);
  if (status.iobUnits !== null) parts.push(`IOB ${oneDecimal(status.iobUnits)} U`);
  if (status.cobGrams !== null) parts.push(`COB ${Math.round(status.cobGrams)} g`);
  if (status.pumpBatteryPercent !== null) parts.push(`pump ${Math.round(status.pumpBatteryPercent)} %`);
  if (status.pumpReservoirUnits !== null) parts.push(`${Math.round(status.pumpReservoirUnits)} U left`);
  if (status.pumpSuspended) parts.push('pump suspended');
  return parts;
}
