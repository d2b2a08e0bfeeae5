import { formatTime } from '@housesit/shell/kit';

/**
 * When the sitter checked in, as a real time with the service area's zone ('10:05 AM EDT',
 * docs/product/DECISIONS.md 'Time'), whatever the phone's zone.
 */
export function CheckInTime({ checkInAt }: { checkInAt: string }) {
  return <time dateTime={checkInAt}>{formatTime(checkInAt)}</time>;
}
