import type { RescheduleVisitPayload } from '../schemas/reschedule.js';
import type { CancelVisitPayload, SendMessage } from '../schemas/homeowner.js';
import type { InboxFilter } from '../schemas/conversations.js';
import { homeownerRoutes as h, messagesRoutes as m } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

export function homeownerApi(t: Transport) {
  return {
    archiveReport: (reportId: number) => call(t, h.archiveReport, { params: { reportId } }),
    restoreReport: (reportId: number) => call(t, h.restoreReport, { params: { reportId } }),
    /** A homeowner sends no body; an admin sends `{ refund, reason }` (reason required). */
    cancelVisit: (visitId: number, payload?: CancelVisitPayload) => call(t, h.cancelVisit, { params: { id: visitId }, body: payload }),
    /** The visit's homeowner (with notice) or an admin: a new date and window, free. */
    rescheduleVisit: (visitId: number, payload: RescheduleVisitPayload) =>
      call(t, h.rescheduleVisit, { params: { id: visitId }, body: payload }),
    cancellation: (visitId: number) => call(t, h.cancellation, { params: { id: visitId } }),
    properties: () => call(t, h.properties, {}),
  };
}

export function messagesApi(t: Transport) {
  return {
    conversations: () => call(t, m.conversations, {}),
    list: (visitId: number) => call(t, m.list, { params: { id: visitId } }),
    send: (visitId: number, payload: SendMessage) => call(t, m.send, { params: { id: visitId }, body: payload }),
    /** Marks the visit's conversation read up to its latest message; answers the new totals. */
    markRead: (visitId: number) => call(t, m.markRead, { params: { id: visitId } }),
    unread: () => call(t, m.unread, {}),
    /** A staff inbox page (admins: every conversation; sitters: their visits'). */
    inbox: (filter: InboxFilter, offset: number) => call(t, m.inbox, { query: { filter, offset } }),
  };
}
