/**
 * Minutes east of UTC in an IANA zone at an instant, with its daylight saving rules
 * ('Europe/Berlin' in July: 120). An unknown zone, or none, gives UTC.
 */
export function zoneOffsetMinutesAt(timeZone: string | undefined, instant: Date): number {
  if (!timeZone) return 0;
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}
