import {
  AdminStatsStruct,
  ChatMessageStruct,
  CheckoutResponseStruct,
  HomeownerSummaryPageStruct,
  InboxPageStruct,
  UnreadTotalsStruct,
  NotificationsMarkedStruct,
  NotificationUnreadStruct,
  LocationRequestPageStruct,
  OrderStruct,
  PaymentStruct,
  QuoteStruct,
  ReportStruct,
  RevenueReportStruct,
  SessionResponseStruct,
  SitterEarningsStruct,
  SubscriptionStruct,
  SubscriptionPayAgainStruct,
  UserStatsStruct,
  VisitPageStruct,
  VisitStruct,
  VisitTaskStruct,
} from '@housesit/shared-contracts';
import { array, object, optional, string, type, type Struct } from 'superstruct';

/**
 * What the API answers, per endpoint, as the shared-contracts structs: a stubbed answer is
 * checked against them, so a test cannot go on passing against a shape the API no longer has.
 * `:id` stands for one path segment.
 */
/**
 * What the contract needs of a struct: checking an answer's body. Every `Struct<T, S>` is one (a
 * `Struct<unknown>` is not: a struct's type parameter is invariant).
 */
type ContractStruct = Pick<Struct<unknown>, 'validate'>;

const SUCCESS_CONTRACT: Record<string, ContractStruct> = {
  'GET /api/auth/me': SessionResponseStruct,
  'POST /api/auth/login': SessionResponseStruct,
  'GET /api/visits': VisitPageStruct,
  'GET /api/admin/jobs': VisitPageStruct,
  'GET /api/admin/stats': AdminStatsStruct,
  'GET /api/user/stats': UserStatsStruct,
  'GET /api/admin/revenue': RevenueReportStruct,
  'GET /api/admin/users/homeowners': HomeownerSummaryPageStruct,
  'GET /api/admin/location-requests': LocationRequestPageStruct,
  'GET /api/sitter/earnings': SitterEarningsStruct,
  'GET /api/visits/:id/messages': object({ items: array(ChatMessageStruct) }),
  'POST /api/visits/:id/messages': object({ message: ChatMessageStruct }),
  'POST /api/visits/:id/messages/read': UnreadTotalsStruct,
  'GET /api/conversations/unread': UnreadTotalsStruct,
  'GET /api/notifications/unread': NotificationUnreadStruct,
  'POST /api/notifications/read-all': NotificationsMarkedStruct,
  'GET /api/inbox': InboxPageStruct,
  'GET /api/payments': object({ items: array(PaymentStruct) }),
  'GET /api/subscriptions': object({ items: array(SubscriptionStruct) }),
  'PATCH /api/subscriptions/:id': object({ subscription: SubscriptionStruct }),
  'POST /api/subscriptions/:id/cancel': object({ subscription: SubscriptionStruct }),
  'POST /api/subscriptions/:id/pay': SubscriptionPayAgainStruct,
  'POST /api/checkout/quote': QuoteStruct,
  'POST /api/checkout': CheckoutResponseStruct,
  'GET /api/polar/order': OrderStruct,
  'PATCH /api/visit/:id/start': object({ visit: VisitStruct }),
  'PATCH /api/visit/:id/complete': object({ visit: VisitStruct }),
  'PATCH /api/visit/:id/add-photo': object({ report: ReportStruct }),
  'PATCH /api/report/:id/add-photo': object({ report: ReportStruct }),
  'PATCH /api/visit/:id/tasks/:id': object({ task: VisitTaskStruct }),
  'PATCH /api/admin/jobs/:id/assign': object({ visit: VisitStruct }),
  'PUT /api/admin/jobs/:id/status': object({ visit: VisitStruct }),
};

/**
 * Every refusal's body: the human message (and, as the API gains them, a code and field errors).
 * Loose on purpose, so the shared ErrorResponse can grow without breaking the stubs.
 */
const ERROR_BODY = type({ message: string(), code: optional(string()), fieldErrors: optional(type({})) });

const NUMERIC_SEGMENT = /\/\d+(?=\/|$)/g;

/** The struct the API's successful answer to this request follows, if the table names it. */
export function successStructFor(method: string, pathname: string): ContractStruct | undefined {
  return SUCCESS_CONTRACT[`${method} ${pathname.replace(NUMERIC_SEGMENT, '/:id')}`];
}

/**
 * Throws when a stubbed answer is not what the API can answer: a success body that breaks the
 * endpoint's struct, or an error body without a message.
 */
export function assertContractReply(method: string, url: URL, status: number, body: unknown): void {
  const struct = status >= 200 && status < 300 ? successStructFor(method, url.pathname) : body === undefined ? undefined : ERROR_BODY;
  if (!struct) return;
  const [failure] = struct.validate(body);
  if (failure) {
    const where = failure.path.length > 0 ? failure.path.join('.') : '(the body)';
    throw new Error(`Stubbed ${status} answer to ${method} ${url.pathname} breaks the contract at ${where}: ${failure.message}`);
  }
}
