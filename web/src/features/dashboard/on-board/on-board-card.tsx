import { useQuery } from '@tanstack/react-query';
import { ON_BOARD_MESSAGES, type OnBoard } from '@glyco/contracts';
import { EVENT_COLOURS } from '../../../components/charts/glucose-trace-chart';
import { Card } from '../../../components/ui/card';
import { OnBoardFigure } from './on-board-figure';
import { onBoardQuery } from './queries';
import { useMinuteClock } from './use-minute-clock';

/** Insulin and carbs on board at `now`, side by side on a wide screen, one above the other on a phone. */
export function OnBoardPanel({ onBoard, now }: { onBoard: OnBoard; now: Date }) {
  return (
    <Card title={ON_BOARD_MESSAGES.title}>
      <div className="grid gap-6 sm:grid-cols-2">
        <OnBoardFigure
          kind="insulin"
          label={ON_BOARD_MESSAGES.insulin}
          amount={onBoard.insulin}
          now={now}
          colour={EVENT_COLOURS.dose}
          curveNote={ON_BOARD_MESSAGES.curveFromDoses}
          emptyNote={ON_BOARD_MESSAGES.nothingLeft}
        />
        <OnBoardFigure
          kind="carbs"
          label={ON_BOARD_MESSAGES.carbs}
          amount={onBoard.carbs}
          now={now}
          colour={EVENT_COLOURS.meal}
          curveNote={ON_BOARD_MESSAGES.curveFromMeals}
          emptyNote={ON_BOARD_MESSAGES.nothingLeft}
        />
      </div>
    </Card>
  );
}

/** The dashboard's on-board card: fetched when a meal, a dose or a loop's status changes, decaying each minute in between. */
export function OnBoardCard() {
  const { data, error } = useQuery(onBoardQuery());
  const now = useMinuteClock();
  if (error && !data) return <p className="text-sm text-slate-500 dark:text-slate-400">{ON_BOARD_MESSAGES.unavailable}</p>;
  return data ? <OnBoardPanel onBoard={data} now={now} /> : null;
}
