import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shown from 640 px up; phones keep the columns needed to read a row. */
  wideOnly?: boolean;
}

interface RecentTableProps<Row> {
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText: string;
}

const cell = 'px-2 py-2 text-left sm:px-3';
const cellClass = (column: { wideOnly?: boolean }) => (column.wideOnly ? `${cell} hidden sm:table-cell` : cell);

/** A read-only table of the period's newest entries. */
export function RecentTable<Row>({ title, rows, columns, rowKey, emptyText }: RecentTableProps<Row>) {
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-100 dark:border-slate-800">
                  {columns.map((column) => (
                    <td key={column.header} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
