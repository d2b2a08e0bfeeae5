/**
 * Sitter payouts: each pay week (Monday to Sunday, service-area time) a sitter earned something
 * in is pending until an admin marks it paid, with the amount paid then.
 */
import { integer, object, pattern, string, type Infer } from 'superstruct';

/** How many pay weeks the admins' payouts list shows, the current one included. */
export const PAYOUT_WEEKS_SHOWN = 8;

/** POST /api/admin/payouts: mark one sitter's week paid. */
export const MarkPayoutStruct = object({
  sitterId: integer(),
  /** The week's Monday, yyyy-MM-dd. */
  weekStart: pattern(string(), /^\d{4}-\d{2}-\d{2}$/),
});
export type MarkPayout = Infer<typeof MarkPayoutStruct>;

export interface PayoutWeek {
  weekStart: string;
  sitterId: number;
  sitterName: string;
  /** What the sitter's completed visits of the week earned (now). */
  earnedCents: number;
  visits: number;
  /** Null while pending; the amount recorded when it was marked paid. */
  paid: { amountCents: number; paidAt: string } | null;
}

/** A sitter's own paid weeks (GET /api/sitter/payouts), newest first. */
export interface SitterPayout {
  weekStart: string;
  amountCents: number;
  paidAt: string;
}

export const PAYOUT_MESSAGES = {
  weekNotOver: 'This week is not over yet: it can be paid from the Monday after.',
  nothingEarned: 'This sitter earned nothing that week.',
  alreadyPaid: 'This week was already marked paid.',
  notASitter: 'Only a sitter is paid.',
} as const;
