import type { RescheduleResponse, RescheduleVisitPayload } from '../schemas/reschedule.js';
import type {
  ArchiveResponse,
  CancellationPreview,
  CancelResponse,
  CancelVisitPayload,
  ChatMessage,
  ConversationSummary,
  PropertySummary,
  SendMessage,
} from '../schemas/homeowner.js';
import type { InboxFilter, InboxPage, UnreadTotals } from '../schemas/conversations.js';
import { request, type Transport } from './request.js';

export function homeownerApi(t: Transport) {
  return {
    archiveReport: (reportId: number) => request<ArchiveResponse>(t, `/api/report/${reportId}/archive`, { method: 'PATCH' }),
    /** A homeowner sends no body; an admin sends `{ refund, reason }` (reason required). */
    cancelVisit: (visitId: number, payload?: CancelVisitPayload) =>
      request<CancelResponse>(t, `/api/visit/${visitId}/cancel`, { method: 'PATCH', ...(payload ? { body: payload } : {}) }),
    /** The visit's homeowner (with notice) or an admin: a new date and window, free. */
    rescheduleVisit: (visitId: number, payload: RescheduleVisitPayload) =>
      request<RescheduleResponse>(t, `/api/visit/${visitId}/reschedule`, { method: 'PATCH', body: payload }),
    cancellation: (visitId: number) => request<CancellationPreview>(t, `/api/visit/${visitId}/cancellation`),
    properties: () => request<{ items: PropertySummary[] }>(t, '/api/properties'),
  };
}

export function messagesApi(t: Transport) {
  return {
    conversations: () => request<{ items: ConversationSummary[] }>(t, '/api/conversations'),
    list: (visitId: number) => request<{ items: ChatMessage[] }>(t, `/api/visits/${visitId}/messages`),
    send: (visitId: number, payload: SendMessage) =>
      request<{ message: ChatMessage }>(t, `/api/visits/${visitId}/messages`, { method: 'POST', body: payload }),
    /** Marks the visit's conversation read up to its latest message; answers the new totals. */
    markRead: (visitId: number) => request<UnreadTotals>(t, `/api/visits/${visitId}/messages/read`, { method: 'POST' }),
    unread: () => request<UnreadTotals>(t, '/api/conversations/unread'),
    /** A staff inbox page (admins: every conversation; sitters: their visits'). */
    inbox: (filter: InboxFilter, offset: number) =>
      request<InboxPage>(t, `/api/inbox?${new URLSearchParams({ filter, offset: String(offset) }).toString()}`),
  };
}
