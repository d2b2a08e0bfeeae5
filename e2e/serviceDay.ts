/**
 * The server seeds the demo data when it starts, around "today" in the service area (the
 * product's clock, America/New_York). A run that crosses that midnight finds yesterday's visits on
 * the sitter's Today list and fails for no fault of the product. So a run that could still be going
 * at midnight waits for it and starts a minute after; only the API's start waits, within the web
 * server's start timeout.
 */
import { SERVICE_TIME_ZONE } from '@housesit/shared-contracts';

const MINUTE = 60_000;

/** Milliseconds to wait before starting a run of up to `runMinutes` so it ends on the day it began. */
export function pauseBeforeServiceMidnight(runMinutes: number, now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SERVICE_TIME_ZONE,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const untilMidnight = ((24 - part('hour')) * 60 - part('minute')) * MINUTE - part('second') * 1000;
  return untilMidnight < runMinutes * MINUTE ? untilMidnight + MINUTE : 0;
}

/** A shell prefix that waits `ms` before the server command, and says why in the runner's log. */
export function pausedCommand(command: string, ms: number): string {
  if (ms === 0) return command;
  const minutes = Math.ceil(ms / MINUTE);
  const note = `e2e: the run would cross midnight in ${SERVICE_TIME_ZONE}; starting in ${minutes} min, after it`;
  return `node -e "console.log('${note}'); setTimeout(() => {}, ${ms})" && ${command}`;
}
