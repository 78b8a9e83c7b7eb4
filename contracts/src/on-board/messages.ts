/** What the dashboard's on-board card says. */
export const ON_BOARD_MESSAGES = {
  title: 'On board',
  insulin: 'Insulin on board',
  carbs: 'Carbs on board',
  fromDoses: 'From the logged doses',
  fromMeals: 'From the logged meals',
  curveFromDoses: 'Curve from the logged doses',
  curveFromMeals: 'Curve from the logged meals',
  nothingLeft: 'Nothing left from the last hours',
  unavailable: 'Insulin and carbs on board could not be loaded.',
} as const;

/** "From Loop, 3 min ago": the loop's own figure, with when the loop computed it. */
export function fromLoopMessage(loopName: string, age: string): string {
  return `From ${loopName}, ${age}`;
}
