import { enums, number, object, optional, string, type Infer } from 'superstruct';
import { CADENCES } from '../pricing.js';
import { TIME_WINDOWS } from '../schemas/timeWindow.js';

/**
 * The facts a notification's words need, stored with it when it is made: a later change to the
 * visit or the plan does not rewrite what the person was told then. Each type uses the facts its
 * catalogue entry names; a notification stored before a fact was kept lacks it, and its words
 * then say less, never something untrue.
 */
export const NotificationDetailsStruct = object({
  /** A yyyy-MM-dd service-area day: the visit's (new) day, or the plan's (next period, end, declined period). */
  date: optional(string()),
  timeWindow: optional(enums(TIME_WINDOWS)),
  /** Where a moved visit was. */
  previousDate: optional(string()),
  previousTimeWindow: optional(enums(TIME_WINDOWS)),
  /** A refund, a declined charge, a plan's new monthly price. */
  amountCents: optional(number()),
  /** The sitter's first name: the one now assigned, or the one who no longer comes. */
  sitterName: optional(string()),
  /** The visit's address (what a sitter needs to know which visit it is). */
  address: optional(string()),
  cadence: optional(enums(CADENCES)),
  /** The reason an admin typed (a cancel), or why a release was taken back. */
  reason: optional(string()),
  /** The customer an office notice is about ('Hana Owner'), or who asked for a service area. */
  customerName: optional(string()),
  /** How many visits a new booking made. */
  visitCount: optional(number()),
  /** The area and release a release notice is about ('mf_admin', '1.2.0-abc'). */
  remote: optional(string()),
  release: optional(string()),
  /** The deploy token that published a release ('admin-ci'), and the rollout it was staged at. */
  tokenName: optional(string()),
  percent: optional(number()),
  /** How many of the person's other sessions a 'sign out everywhere else' ended. */
  sessionCount: optional(number()),
});
export type NotificationDetails = Infer<typeof NotificationDetailsStruct>;
