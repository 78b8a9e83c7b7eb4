import { personalDataRule, type JsonObject } from '@glyco/contracts';
import { periodOf } from './person-keys';
import type { SealingPolicy, SealingTarget } from './seal-events';

export class UnsealableEventError extends Error {
  override readonly name = 'UnsealableEventError';
  constructor(
    readonly eventType: string,
    readonly field: string,
  ) {
    super(`${eventType} must name its person (or its instant) in ${field} to be sealed`);
  }
}

function requireText(type: string, data: JsonObject, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value === '') throw new UnsealableEventError(type, field);
  return value;
}

/** The personal-data rules declared beside the event catalogue (contracts/src/personal-data.ts). */
export const catalogueSealingPolicy: SealingPolicy = ({ type, data }) => {
  const rule = personalDataRule(type);
  if (!rule) return undefined;
  const target: SealingTarget = { personId: requireText(type, data, rule.person), clear: rule.clear };
  if (!rule.periodFrom) return target;
  const instant = requireText(type, data, rule.periodFrom);
  if (Number.isNaN(Date.parse(instant))) throw new UnsealableEventError(type, rule.periodFrom);
  return { ...target, period: periodOf(instant) };
};
