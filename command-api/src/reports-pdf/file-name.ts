/** `glyco-report-<start>-to-<end>.pdf`, in the requester's local dates. */
export function reportFileName(range: { start: Date; end: Date }, timezoneOffsetMinutes: number): string {
  const local = (instant: Date) => new Date(instant.getTime() + timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
  return `glyco-report-${local(range.start)}-to-${local(range.end)}.pdf`;
}
