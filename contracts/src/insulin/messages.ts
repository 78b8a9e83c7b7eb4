import { CLINICAL_LIMITS } from '../shared/limits';

/** Insulin copy: validation (SPEC §5) and notices (SPEC §8). */
export const INSULIN_MESSAGES = {
  insulinTypeRequired: 'Insulin type is required',
  unitsRequired: 'Units are required',
  unitsInvalid: 'Units must be a number',
  unitsNotPositive: 'Units must be positive',
  unitsTooMany: `Units must be at most ${CLINICAL_LIMITS.insulinUnitsMax}`,
  timestampInFuture: 'Date and time cannot be in the future',
  relatedMealInvalid: 'Related meal must be a valid meal id',
  relatedMealNotFound: 'Related meal not found among your meals',
  fetchFailed: 'Failed to fetch insulin doses. Please try again.',
  saveFailed: 'Failed to save insulin dose. Please check your inputs.',
  deleteFailed: 'Failed to delete insulin dose. Please try again.',
  deleteMissingId: 'Cannot delete: Insulin dose ID is missing.',
  exportFailed: 'Failed to export data.',
  confirmDelete: 'Are you sure you want to delete this insulin dose?',
  doseNotFound: 'Insulin dose not found',
  doseIdInUse: 'An insulin dose with this id already exists',
} as const;
