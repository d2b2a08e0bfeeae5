import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * The instant the wizards judge dates and windows at (Marblehead's 'today', and which windows can
 * still be booked: decision 023), re-read every minute, since a wizard can stay open while a
 * window closes or midnight passes. The API judges again with its own clock.
 */
export function useServiceNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
