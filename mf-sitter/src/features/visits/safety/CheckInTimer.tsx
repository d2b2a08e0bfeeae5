import { useEffect, useState } from 'react';

/** '0:07:05' — hours, minutes and seconds since check-in (never negative). */
export function elapsedLabel(since: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * How long the sitter has been in the house, ticking every second, so a visit left running is
 * noticed. role=timer is not announced on each tick (its live region is off by default).
 */
export function CheckInTimer({ checkInAt }: { checkInAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return (
    <span role="timer" aria-label="Time since check-in">
      {elapsedLabel(new Date(checkInAt), now)}
    </span>
  );
}
