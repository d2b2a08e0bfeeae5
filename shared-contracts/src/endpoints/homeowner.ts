import { array, object, optional } from 'superstruct';
import { InboxPageStruct, InboxQueryStruct, UnreadTotalsStruct } from '../schemas/conversations.js';
import { CancelVisitPayloadStruct, ChatMessageStruct, SendMessageStruct } from '../schemas/homeowner.js';
import { RescheduleVisitPayloadStruct } from '../schemas/reschedule.js';
import {
  CancellationPreviewStruct,
  CancelResponseStruct,
  ConversationSummaryStruct,
  PropertySummaryStruct,
  ReportResponseStruct,
  RescheduleResponseStruct,
} from '../schemas/responses.js';
import { endpoint, HOMEOWNER, OWNER_OR_ADMIN, SIGNED_IN, STAFF } from './endpoint.js';

export const homeownerEndpoints = {
  archiveReport: endpoint({
    method: 'PATCH',
    path: '/api/report/:reportId/archive',
    response: ReportResponseStruct,
    access: HOMEOWNER,
    object: 'report',
    summary: 'Archive a report',
  }),
  restoreReport: endpoint({
    method: 'PATCH',
    path: '/api/report/:reportId/restore',
    response: ReportResponseStruct,
    access: HOMEOWNER,
    object: 'report',
    summary: 'Restore an archived report to the active list',
  }),
  // The visit's homeowner sends no body; an admin sends { refund, reason } (reason required).
  cancelVisit: endpoint({
    method: 'PATCH',
    path: '/api/visit/:id/cancel',
    body: optional(CancelVisitPayloadStruct),
    response: CancelResponseStruct,
    access: OWNER_OR_ADMIN,
    object: 'visit',
    summary: 'Cancel a visit, refunding what is due',
  }),
  rescheduleVisit: endpoint({
    method: 'PATCH',
    path: '/api/visit/:id/reschedule',
    body: RescheduleVisitPayloadStruct,
    response: RescheduleResponseStruct,
    access: OWNER_OR_ADMIN,
    object: 'visit',
    summary: 'A new date and window for a visit, free',
  }),
  cancellation: endpoint({
    method: 'GET',
    path: '/api/visit/:id/cancellation',
    response: CancellationPreviewStruct,
    access: OWNER_OR_ADMIN,
    object: 'visit',
    summary: 'What cancelling would do now',
  }),
  properties: endpoint({
    method: 'GET',
    path: '/api/properties',
    response: object({ items: array(PropertySummaryStruct) }),
    access: HOMEOWNER,
    summary: "The homeowner's properties",
  }),
};

export const messagesEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/api/conversations',
    response: object({ items: array(ConversationSummaryStruct) }),
    access: SIGNED_IN,
    summary: "The caller's conversations",
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/visits/:id/messages',
    response: object({ items: array(ChatMessageStruct) }),
    access: SIGNED_IN,
    object: 'visit',
    summary: "A visit's messages",
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/visits/:id/messages',
    body: SendMessageStruct,
    response: object({ message: ChatMessageStruct }),
    access: SIGNED_IN,
    object: 'visit',
    summary: "Send a message in a visit's conversation",
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/visits/:id/messages/read',
    response: UnreadTotalsStruct,
    access: SIGNED_IN,
    object: 'visit',
    summary: "Mark a visit's conversation read up to its latest message",
  }),
  unread: endpoint({
    method: 'GET',
    path: '/api/conversations/unread',
    response: UnreadTotalsStruct,
    access: SIGNED_IN,
    summary: "The caller's unread totals",
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/inbox',
    query: InboxQueryStruct,
    response: InboxPageStruct,
    access: STAFF,
    summary: "A staff inbox page (admins: every conversation; sitters: their visits')",
  }),
};
