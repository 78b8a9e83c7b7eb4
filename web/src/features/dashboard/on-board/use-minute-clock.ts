import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time now, renewed each minute: figures that decay with time follow it without a refetch. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
