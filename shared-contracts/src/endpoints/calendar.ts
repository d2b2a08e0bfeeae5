import { CalendarFeedCreatedStruct, CalendarFeedStatusStruct } from '../schemas/responses.js';
import { CUSTOMER_OR_SITTER, endpoint, PUBLIC } from './endpoint.js';

/** A customer's or sitter's private calendar feed; admins see every visit in the app itself. */
export const calendarEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/account/calendar-feed',
    response: CalendarFeedStatusStruct,
    access: CUSTOMER_OR_SITTER,
    summary: 'Whether a feed address is live',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/account/calendar-feed',
    response: CalendarFeedCreatedStruct,
    access: CUSTOMER_OR_SITTER,
    summary: 'Make the feed address, or a new one in place of the old',
  }),
  turnOff: endpoint({
    method: 'DELETE',
    path: '/api/account/calendar-feed',
    response: CalendarFeedStatusStruct,
    access: CUSTOMER_OR_SITTER,
    summary: 'Stop the feed address',
  }),
  // A calendar app has no session: the secret in the address is the key.
  document: endpoint({
    method: 'GET',
    path: '/api/calendar/:file',
    response: null,
    access: PUBLIC,
    summary: 'The feed itself (iCalendar), by its secret address',
  }),
};
