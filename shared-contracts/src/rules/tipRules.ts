/**
 * A tip for a completed visit: whole dollars from TIP_MIN_DOLLARS to TIP_MAX_DOLLARS, a preset
 * or a custom amount. The customer's screen and the API check the same rule.
 */
import { formatCents } from '../pricing.js';

export const TIP_MIN_DOLLARS = 1;
export const TIP_MAX_DOLLARS = 500;
/** The amounts offered as one-tap choices. */
export const TIP_PRESET_DOLLARS = [5, 10, 20] as const;

export const TIP_RULE_MESSAGES = {
  wholeDollars: 'A tip is a whole number of dollars.',
  outOfRange: `A tip is from ${formatCents(TIP_MIN_DOLLARS * 100)} to ${formatCents(TIP_MAX_DOLLARS * 100)}.`,
} as const;

/** Why `amountCents` cannot be a tip, or null when it can. */
export function tipAmountProblem(amountCents: number): string | null {
  if (!Number.isInteger(amountCents) || amountCents % 100 !== 0) return TIP_RULE_MESSAGES.wholeDollars;
  if (amountCents < TIP_MIN_DOLLARS * 100 || amountCents > TIP_MAX_DOLLARS * 100) return TIP_RULE_MESSAGES.outOfRange;
  return null;
}
