import { curveFrom, type OnBoardAmount } from '@glyco/contracts';
import { ResponsiveChart } from '../../../components/charts/responsive-chart';
import { OnBoardChart } from './on-board-chart';
import { formatOnBoard, onBoardSource, onBoardValueAt, type OnBoardKind } from './on-board-text';

interface OnBoardFigureProps {
  kind: OnBoardKind;
  label: string;
  amount: OnBoardAmount;
  now: Date;
  colour: string;
  /** Under the chart when the figure is a loop's: the chart is drawn from the logged records. */
  curveNote: string;
  emptyNote: string;
}

const CHART_HEIGHT = 88;

/** "Insulin on board 2.35 U", where the figure comes from, and what is left over the next hours. */
export function OnBoardFigure({ kind, label, amount, now, colour, curveNote, emptyNote }: OnBoardFigureProps) {
  const shown = formatOnBoard(kind, onBoardValueAt(amount, now));
  const curve = curveFrom(amount.curve, now);
  const anyLeft = curve.some((point) => point.value > 0);
  const first = curve[0];
  const last = curve.at(-1);
  const description = first && last ? `${formatOnBoard(kind, first.value)} now, ${formatOnBoard(kind, last.value)} by the end of the chart` : '';
  return (
    <figure className="m-0 min-w-0">
      <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <p className="text-3xl font-semibold tabular-nums" aria-label={`${label} ${shown}`}>
        {shown}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{onBoardSource(kind, amount, now)}</p>
      {anyLeft ? (
        <>
          <ResponsiveChart height={CHART_HEIGHT}>
            {(width, height) => <OnBoardChart data={curve} width={width} height={height} colour={colour} title={`${label} over the next hours`} description={description} />}
          </ResponsiveChart>
          {amount.source === 'loop' && <p className="text-xs text-slate-500 dark:text-slate-400">{curveNote}</p>}
        </>
      ) : (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">{emptyNote}</p>
      )}
    </figure>
  );
}
