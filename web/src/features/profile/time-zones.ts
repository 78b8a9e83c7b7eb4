/** Every IANA zone the browser knows, with the saved one kept even if this browser lacks it. */
export function timeZoneOptions(saved: string | undefined): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? known : [...known, 'UTC'];
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}
