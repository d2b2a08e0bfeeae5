import type { TimeWindow } from './timeWindow.js';
import type { VisitStatus } from './visit.js';

/** A visit the office should look at, with what it needs to recognise it at a glance. */
export interface AttentionVisit {
  id: number;
  status: VisitStatus;
  scheduledDate: string;
  timeWindow: TimeWindow;
  propertyAddress: string;
  homeownerName: string;
  /** The assigned sitter's full name; null while unassigned. */
  sitterName: string | null;
}

/** A recurring plan whose last charge was declined (past due). */
export interface AttentionPayment {
  subscriptionId: number;
  homeownerName: string;
  amountCents: number;
  /** The provider's reason in the customer's words, when it gave one. */
  reason: string | null;
  since: string;
}

export interface AttentionGroup<T> {
  /** All of them; `items` lists the first few, soonest first. */
  count: number;
  items: T[];
}

/**
 * What needs the office today (the admin dashboard's first panel): each group is empty when
 * nothing is wrong, so the panel can say 'All clear'.
 */
export interface AttentionReport {
  /** Scheduled today or tomorrow (service-area days) and no sitter yet. */
  unassignedSoon: AttentionGroup<AttentionVisit>;
  /** Still scheduled after their window ended, in the last 7 days: nobody started them. */
  missedStarts: AttentionGroup<AttentionVisit>;
  /** Started and still in progress after their window ended. */
  overrunning: AttentionGroup<AttentionVisit>;
  /** Messages to the office not yet read, over how many conversations. */
  unreadMessages: { messages: number; conversations: number };
  failedPayments: AttentionGroup<AttentionPayment>;
  /** Requests to serve a new area that nobody has acted on yet (status 'new'). */
  newAreaRequests: { count: number };
}

/** How many of each group the report lists (the count says how many there are). */
export const ATTENTION_ITEMS_LISTED = 5;
/** How far back a missed start still asks for attention. */
export const ATTENTION_LOOKBACK_DAYS = 7;
