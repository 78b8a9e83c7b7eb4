import { describe, expect, it } from 'vitest';
import { DOSE_ID, OWNER, STRANGER, deletedBy, given, loggedBy } from '../dose-fixtures';
import { decideDeleteInsulinDose } from './decide';

describe('DeleteInsulinDose', () => {
  it('given my dose, when deleted, then InsulinDoseDeleted', () => {
    expect(decideDeleteInsulinDose(given(loggedBy(OWNER)), { doseId: DOSE_ID, userId: OWNER })).toEqual([
      { type: 'InsulinDoseDeleted', schemaVersion: 1, data: { doseId: DOSE_ID, userId: OWNER } },
    ]);
  });

  it("given a deleted dose, another person's dose or none, when deleted, then it is not found", () => {
    const command = { doseId: DOSE_ID, userId: OWNER };
    expect(() => decideDeleteInsulinDose(given(loggedBy(OWNER), deletedBy(OWNER)), command)).toThrow('Insulin dose not found');
    expect(() => decideDeleteInsulinDose(given(loggedBy(STRANGER)), command)).toThrow('Insulin dose not found');
    expect(() => decideDeleteInsulinDose(given(), command)).toThrow('Insulin dose not found');
  });
});
