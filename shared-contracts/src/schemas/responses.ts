/**
 * Structs for answers that were declared only as interfaces, so each endpoint's definition can
 * name what it answers (endpoints/). `Describe<T>` keeps each one in step with its interface.
 */
import { array, boolean, enums, literal, nullable, number, object, string, Struct, union, type Describe } from 'superstruct';
import { PROPERTY_TYPES } from '../constants.js';
import { ERROR_CODES } from '../errors.js';
import { REFUND_LINE_KINDS } from '../rules/visitRules.js';
import type { AttentionGroup, AttentionPayment, AttentionReport, AttentionVisit } from './attention.js';
import { REFUND_STATUSES } from './payment.js';
import { TimeWindowStruct } from './timeWindow.js';
import { NotificationStruct, type NotificationList } from '../notifications/notification.js';
import { ACCESS_FIELDS, AccessDetailsStruct, type AccessReveal, type AccessRevealAnswer, type AccessSummary } from './access.js';
import type { PasswordResetDone, PasswordResetRequested } from './auth.js';
import type { CalendarFeedCreated, CalendarFeedStatus } from './calendar.js';
import {
  ChatMessageStruct,
  type CancellationPreview,
  type CancelResponse,
  type ConversationSummary,
  type PropertySummary,
} from './homeowner.js';
import {
  VISIT_EVENT_KINDS,
  type ReportResponse,
  type StaffAccountChange,
  type UserList,
  type VisitHistoryResponse,
  type VisitResponse,
  type VisitTaskResponse,
} from './lifecycle.js';
import type { RescheduleResponse } from './reschedule.js';
import { UserStruct } from './user.js';
import { PersonNameStruct, ReportStruct, VisitStatusStruct, VisitStruct, VisitTaskStruct } from './visit.js';

// Structs of any shape, as superstruct's own union takes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>;

/**
 * superstruct's union, keeping its members in `schema` (union itself keeps none), so the
 * API's description can list them; it checks exactly as union does.
 */
export function unionOf<A extends AnyStruct, B extends AnyStruct[]>(structs: [A, ...B]): ReturnType<typeof union<A, B>> {
  const checked = union(structs);
  return new Struct({ ...checked, schema: structs }) as unknown as typeof checked;
}

export const PasswordResetRequestedStruct: Describe<PasswordResetRequested> = object({ accepted: literal(true) });
export const PasswordResetDoneStruct: Describe<PasswordResetDone> = object({ username: string() });

export const CalendarFeedStatusStruct: Describe<CalendarFeedStatus> = object({ active: boolean(), createdAt: nullable(string()) });
export const CalendarFeedCreatedStruct: Describe<CalendarFeedCreated> = object({
  active: literal(true),
  createdAt: string(),
  url: string(),
});

export const AccessSummaryStruct: Describe<AccessSummary> = object({
  address: string(),
  setFields: array(enums(ACCESS_FIELDS)),
  updatedAt: nullable(string()),
});
export const AccessRevealAnswerStruct: Describe<AccessRevealAnswer> = object({ visitId: number(), details: nullable(AccessDetailsStruct) });
export const AccessRevealStruct: Describe<AccessReveal> = object({
  id: number(),
  visitId: number(),
  revealedAt: string(),
  userId: number(),
  name: string(),
  role: string(),
  reason: nullable(string()),
  ip: nullable(string()),
});

export const ConversationSummaryStruct: Describe<ConversationSummary> = object({
  visitId: number(),
  lastMessage: nullable(ChatMessageStruct),
  unreadCount: number(),
});

export const VisitResponseStruct: Describe<VisitResponse> = object({ visit: VisitStruct });
export const ReportResponseStruct: Describe<ReportResponse> = object({ report: ReportStruct });
export const VisitTaskResponseStruct: Describe<VisitTaskResponse> = object({ task: VisitTaskStruct });
export const RescheduleResponseStruct: Describe<RescheduleResponse> = object({ visit: VisitStruct, sitterUnassigned: boolean() });
export const VisitHistoryResponseStruct: Describe<VisitHistoryResponse> = object({
  items: array(
    object({
      id: number(),
      kind: enums(VISIT_EVENT_KINDS),
      reason: nullable(string()),
      actor: nullable(PersonNameStruct),
      createdAt: string(),
    }),
  ),
});

export const UserListStruct: Describe<UserList> = object({ items: array(UserStruct) });
export const StaffAccountChangeStruct: Describe<StaffAccountChange> = object({ user: UserStruct, unassignedVisits: number() });

export const NotificationListStruct: Describe<NotificationList> = object({ items: array(NotificationStruct), unread: number() });

const RefundLineStruct = object({ kind: enums(REFUND_LINE_KINDS), label: string(), amountCents: number() });

export const CancelResponseStruct: Describe<CancelResponse> = object({
  visit: VisitStruct,
  refund: nullable(object({ amountCents: number(), status: enums(REFUND_STATUSES), lines: array(RefundLineStruct) })),
});

export const CancellationPreviewStruct: Struct<CancellationPreview, null> = unionOf([
  object({ allowed: literal(true), refundCents: number(), lines: array(RefundLineStruct) }),
  object({ allowed: literal(false), code: enums(ERROR_CODES), message: string() }),
]);

export const PropertySummaryStruct: Describe<PropertySummary> = object({
  address: string(),
  booked: nullable(object({ street: string(), addressLine2: nullable(string()), type: enums(PROPERTY_TYPES) })),
  visitCount: number(),
  lastVisitAt: nullable(string()),
  nextVisitAt: nullable(string()),
});

const AttentionVisitStruct: Describe<AttentionVisit> = object({
  id: number(),
  status: VisitStatusStruct,
  scheduledDate: string(),
  timeWindow: TimeWindowStruct,
  propertyAddress: string(),
  homeownerName: string(),
  sitterName: nullable(string()),
});
const AttentionPaymentStruct: Describe<AttentionPayment> = object({
  subscriptionId: number(),
  homeownerName: string(),
  amountCents: number(),
  reason: nullable(string()),
  since: string(),
});
const visitGroup: Describe<AttentionGroup<AttentionVisit>> = object({ count: number(), items: array(AttentionVisitStruct) });

export const AttentionReportStruct: Describe<AttentionReport> = object({
  unassignedSoon: visitGroup,
  missedStarts: visitGroup,
  overrunning: visitGroup,
  unreadMessages: object({ messages: number(), conversations: number() }),
  failedPayments: object({ count: number(), items: array(AttentionPaymentStruct) }),
  newAreaRequests: object({ count: number() }),
});
