/** Food lookup notices (SPEC §8). */
export function nutrientsNotFoundMessage(food: string): string {
  return `No nutrient data found for "${food}". Please enter manually or try a different name.`;
}

export function nutrientsNetworkErrorMessage(food: string): string {
  return `Failed to fetch nutrients for "${food}". Network error.`;
}

export function nutrientsFetchedMessage(food: string): string {
  return `Nutrients for "${food}" filled in.`;
}

/** The food search found nothing: the person can still log the food by typing its carbs. */
export function noFoodsFoundMessage(query: string): string {
  return `No foods found for '${query}'. Enter the carbs yourself, or try another word.`;
}
