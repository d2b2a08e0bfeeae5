import { boolean, enums, number, object, optional, string, type Infer } from 'superstruct';
import { CANCELLATION_NOTICE_DAYS, TEXT_MAX_LENGTH, type PropertyType } from '../constants.js';
import { ROLES } from '../roles.js';
import { optionalText, requiredText } from '../validation.js';
import type { ErrorCode } from '../errors.js';
import type { RefundLine } from '../rules/visitRules.js';
import type { RefundStatus } from './payment.js';
import type { Report, Visit, VisitStatus } from './visit.js';

/**
 * The homeowner area's API (docs/product/customer.md §2, §7; docs/product/DECISIONS.md messages, realtime, dropdown paths):
 * PATCH /api/report/{reportId}/archive → { report }            (the visit's homeowner; completed visits)
 * PATCH /api/visit/{id}/cancel → { visit, refund }             (the visit's homeowner; scheduled, ≥ 7 days away)
 * GET   /api/visit/{id}/cancellation → CancellationPreview     (the same rule, asked before confirming)
 * GET   /api/properties → { items: PropertySummary[] }         (own addresses booked)
 * GET   /api/notifications → NotificationList                  (own)
 * GET   /api/notifications/unread → NotificationUnread         (own; the navigation's badge)
 * POST  /api/notifications/read-all → NotificationsMarked       (own only; idempotent)
 * PATCH /api/notifications/{id}/read → { notification }
 * GET   /api/conversations → { items: ConversationSummary[] }  (visits the user takes part in, with the last message)
 * GET   /api/visits/{id}/messages → { items: ChatMessage[] }   (homeowner of the visit, assigned sitter, admins)
 * POST  /api/visits/{id}/messages { body } → 201 { message }
 * WebSocket /ws: server → client `RealtimeEvent`; client → server `{ type: 'typing', visitId }`.
 */
export const MESSAGE_MAX_LENGTH = 2000;

export const SendMessageStruct = object({
  body: requiredText('Write a message first', MESSAGE_MAX_LENGTH, `Messages must be at most ${MESSAGE_MAX_LENGTH} characters`),
});
export type SendMessage = Infer<typeof SendMessageStruct>;

export const ChatMessageStruct = object({
  id: number(),
  visitId: number(),
  body: string(),
  createdAt: string(),
  sender: object({ id: number(), firstName: string(), lastName: string(), role: enums(ROLES) }),
});
export type ChatMessage = Infer<typeof ChatMessageStruct>;

export interface ConversationSummary {
  visitId: number;
  lastMessage: ChatMessage | null;
  /** Messages from others this user has not read (conversations.ts). */
  unreadCount: number;
}

/** How the address was typed at its latest checkout: what the wizards' property step fills in again. */
export interface BookedAddress {
  /** The street line, as in the checkout's `property.address`. */
  street: string;
  addressLine2: string | null;
  type: PropertyType;
}

export interface PropertySummary {
  address: string;
  /** Null for an address no checkout stored (a visit entered by hand). */
  booked: BookedAddress | null;
  visitCount: number;
  lastVisitAt: string | null;
  nextVisitAt: string | null;
}

export type RealtimeEvent =
  | { type: 'visitCompleted'; homeownerId: number; visitId: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; visitId: number; userId: number; firstName: string }
  /**
   * A visit changed status or sitter: to its homeowner, its sitter before and after, and admins,
   * so lists and dashboards refetch without a reload.
   */
  | { type: 'visitChanged'; visitId: number; status: VisitStatus; assignedSitterId: number | null }
  /** This user read a conversation in another tab or device: unread badges refetch. */
  | { type: 'conversationRead'; visitId: number }
  /** New notifications were stored for this user (the office's notices): the list and badge refetch. */
  | { type: 'notificationsChanged' };

export type RealtimeClientMessage = { type: 'typing'; visitId: number };

export const HOMEOWNER_MESSAGES = {
  cancelTooLate: `Visits can be cancelled up to ${CANCELLATION_NOTICE_DAYS} days before they take place.`,
  cancelOnlyScheduled: 'Only upcoming visits can be cancelled.',
  archiveOnlyCompleted: 'Only the report of a completed visit can be archived.',
  visitCancelled: { title: 'Visit cancelled', description: 'Your visit has been cancelled.' },
  visitCancelledRefundFailed: (amount: string) => ({
    title: 'Visit cancelled',
    description: `Your visit has been cancelled, but the refund of ${amount} failed. It shows on Billing & Payment Info.`,
  }),
  /** The cancel confirmation's refund line (My Visits, before confirming). */
  refundPreview: (amount: string) => `${amount} will be refunded to your card.`,
  noRefundPreview: 'Nothing will be refunded for this visit.',
  visitCancelledRefund: (amount: string) => ({
    title: 'Visit cancelled',
    description: `Your visit has been cancelled. ${amount} will be refunded to your card.`,
  }),
  cancelReasonRequired: 'Give a reason for cancelling this visit.',
  cancelFailed: { title: 'Cancel failed', description: 'Failed to cancel the visit. Please try again.' },
  messageFailed: { title: 'Message not sent', description: 'Failed to send your message. Please try again.' },
  typing: 'Typing...',
} as const;

export interface ArchiveResponse {
  report: Report;
}
/** A cancel's refund as the API started it (sandbox: already succeeded; Polar: pending until its webhook). */
export interface CancelRefund {
  amountCents: number;
  status: RefundStatus;
  lines: RefundLine[];
}
/**
 * PATCH /api/visit/{id}/cancel's body. A homeowner sends none (their cancel refunds what is due);
 * an admin says whether to refund and must give a reason (docs/product/DECISIONS.md 'Cancellation and refunds').
 */
export const CancelVisitPayloadStruct = object({
  refund: optional(boolean()),
  reason: optional(optionalText(TEXT_MAX_LENGTH, 'Reason')),
});
export type CancelVisitPayload = Infer<typeof CancelVisitPayloadStruct>;

export interface CancelResponse {
  visit: Visit;
  refund: CancelRefund | null;
}

/** GET /api/visit/{id}/cancellation: what cancelling would do now, asked before confirming. */
export type CancellationPreview =
  { allowed: true; refundCents: number; lines: RefundLine[] } | { allowed: false; code: ErrorCode; message: string };
