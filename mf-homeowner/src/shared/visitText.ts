import { formatLongDate, formatTime } from '@housesit/shell/kit';
import { VISIT_ERRORS, type PersonName, type Visit } from '@housesit/shared-contracts';

/** 'Friday, June 27, 2025 at 10:00 AM' (customer.md §9 long date format plus the time). */
export function visitDateTime(visit: Pick<Visit, 'scheduledDate'>): string {
  return `${formatLongDate(visit.scheduledDate)} at ${formatTime(visit.scheduledDate)}`;
}

export function personName(person: PersonName | null): string | null {
  return person ? `${person.firstName} ${person.lastName}` : null;
}

/**
 * The spec's failed-visit-load text, 'Error fetching homeowner data: {message}'. The kit's
 * loader may already phrase it that way; never wrap it twice.
 */
export function homeownerLoadError(error: Error): string {
  const prefix = VISIT_ERRORS.fetchFailed('homeowner', '');
  return error.message.startsWith(prefix) ? error.message : VISIT_ERRORS.fetchFailed('homeowner', error.message);
}
