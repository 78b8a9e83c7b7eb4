import { fromLoopMessage, ON_BOARD_MESSAGES, valueOnCurve, type OnBoardAmount } from '@glyco/contracts';
import { formatAge } from '../reading-age';

export type OnBoardKind = 'insulin' | 'carbs';

/** The figure at `now`: the records' curve decays by the minute; a loop's figure stays as the loop computed it. */
export function onBoardValueAt(amount: OnBoardAmount, now: Date): number {
  return amount.source === 'loop' ? amount.value : valueOnCurve(amount.curve, now);
}

/** "2.35 U" (insulin, to the hundredth a pump gives) or "24 g" (carbs, whole grams). */
export function formatOnBoard(kind: OnBoardKind, value: number): string {
  const shown = Math.max(0, value);
  return kind === 'insulin' ? `${shown.toFixed(2)} U` : `${Math.round(shown)} g`;
}

const minutesSince = (iso: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));

/** "From the logged doses", "From the logged meals" or "From Loop, 3 min ago". */
export function onBoardSource(kind: OnBoardKind, amount: OnBoardAmount, now: Date): string {
  if (amount.source === 'loop') return fromLoopMessage(amount.loopName ?? 'the loop', formatAge(minutesSince(amount.at, now)).toLowerCase());
  return kind === 'insulin' ? ON_BOARD_MESSAGES.fromDoses : ON_BOARD_MESSAGES.fromMeals;
}
