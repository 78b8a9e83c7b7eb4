/** Meal copy: validation (SPEC §5) and notices (SPEC §8). */
export const MEAL_MESSAGES = {
  mealTypeRequired: 'Meal type is required',
  timestampRequired: 'Date and time are required',
  timestampInFuture: 'Date and time cannot be in the future',
  foodItemsRequired: 'At least one food item is required.',
  foodNameRequired: 'Food name is required',
  carbsRequired: 'Carbs are required',
  carbsInvalid: 'Carbs must be a number',
  carbsNegative: 'Carbs cannot be negative',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be a number',
  amountTooSmall: 'Amount must be at least 0.1',
  loadFailed: 'Failed to load meals. Please try again.',
  saveFailed: 'Failed to save meal. Please check your input and try again.',
  deleteFailed: 'Failed to delete meal. Please try again.',
  noDataToExport: 'No data to export.',
  exportFailed: 'Failed to export data. Please try again.',
  added: 'Meal added successfully!',
  updated: 'Meal updated successfully!',
  deleted: 'Meal deleted successfully!',
  exported: 'Meal data exported successfully!',
  confirmDelete: 'Are you sure you want to delete this meal entry?',
  mealNotFound: 'Meal not found',
  mealIdInUse: 'A meal with this id already exists',
} as const;

export function mealTotalTooLargeMessage(label: string, max: number, unit: string): string {
  return `The meal's ${label} add up to more than ${max.toLocaleString('en-US')} ${unit}`;
}
