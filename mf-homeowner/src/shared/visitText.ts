import { VISIT_ERRORS, visitWhen, type PersonName, type Visit } from '@housesit/shared-contracts';

/**
 * 'Friday, June 27, 2025 · Morning (8–12)': the long date (docs/product/customer.md §9) on New York's clock and
 * the window the customer chose (docs/product/DECISIONS.md 'Time'), never an invented clock time.
 */
export function visitDateTime(visit: Pick<Visit, 'scheduledDate' | 'timeWindow'>): string {
  return visitWhen(visit);
}

/** A person's name as this screen has it: the customer gets their sitter's first name only (lastName ''). */
export function personName(person: PersonName | null): string | null {
  return person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : null;
}

/**
 * The spec's failed-visit-load text, 'Error fetching homeowner data: {message}'. The kit's
 * loader may already phrase it that way; never wrap it twice.
 */
export function homeownerLoadError(error: Error): string {
  const prefix = VISIT_ERRORS.fetchFailed('homeowner', '');
  return error.message.startsWith(prefix) ? error.message : VISIT_ERRORS.fetchFailed('homeowner', error.message);
}
