import type { CalendarFeedCreated, CalendarFeedStatus } from '../schemas/calendar.js';
import { request, type Transport } from './request.js';

/** The signed-in customer's or sitter's private calendar feed (Settings). */
export function calendarApi(t: Transport) {
  return {
    status: () => request<CalendarFeedStatus>(t, '/api/account/calendar-feed'),
    /** Makes the address, or a new one in place of the old, which stops working at once. */
    create: () => request<CalendarFeedCreated>(t, '/api/account/calendar-feed', { method: 'POST' }),
    turnOff: () => request<CalendarFeedStatus>(t, '/api/account/calendar-feed', { method: 'DELETE' }),
  };
}
