import { CANCELLATION_NOTICE_DAYS, HOMEOWNER_MESSAGES, type Visit } from '@housesit/shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why a visit cannot be cancelled, or null when it can: only a scheduled visit at least 7 days
 * away (customer.md §9 FAQ). The API enforces the same rule; the screen repeats it so the
 * button is not offered in vain.
 */
export function cancelBlockReason(visit: Pick<Visit, 'status' | 'scheduledDate'>, now: Date = new Date()): string | null {
  if (visit.status !== 'scheduled') return HOMEOWNER_MESSAGES.cancelOnlyScheduled;
  const msAhead = new Date(visit.scheduledDate).getTime() - now.getTime();
  if (msAhead < CANCELLATION_NOTICE_DAYS * DAY_MS) return HOMEOWNER_MESSAGES.cancelTooLate;
  return null;
}
