/** One group of a SQL `GROUP BY local_date, kind`: its sum and how many records it holds. */
export interface DailyGroup<K extends string> {
  date: string;
  kind: K;
  sum: number;
  count: number;
}

/** SQL for the local calendar day of a record at `instant`, by its own time-zone offset in `record`. */
export function localDateSql(instant: string, record: string): string {
  return `to_char((${instant} AT TIME ZONE 'UTC') + make_interval(mins => (${record}->>'timezoneOffsetMinutes')::int), 'YYYY-MM-DD')`;
}
