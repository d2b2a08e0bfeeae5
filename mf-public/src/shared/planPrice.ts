import { PLANS, formatCents, type Plan, type PlanId } from '@housesit/shared-contracts';

const wholeDollarFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** '$65' from 6500, '$1,045' from 104500: the landing page shows whole-dollar plan prices, grouped as every amount is. */
export function wholeDollars(cents: number): string {
  return cents % 100 === 0 ? `$${wholeDollarFormat.format(cents / 100)}` : formatCents(cents);
}

export interface PlanPriceText {
  /** '$65', or the tier's highlight ('Starting at $135/month') when it has one. */
  amount: string;
  /** 'per visit' or '' when the highlight already carries the unit. */
  unit: string;
}

export function planPriceText(plan: Plan): PlanPriceText {
  if (plan.tier.highlight) return { amount: plan.tier.highlight, unit: '' };
  return { amount: wholeDollars(plan.priceCents), unit: plan.priceUnit === 'visit' ? 'per visit' : 'per month' };
}

/** The plans in the order the pricing section and the dialog show them. */
export const PLAN_ORDER: readonly PlanId[] = ['standard', 'extended', 'recurring'];
export const ORDERED_PLANS: readonly Plan[] = PLAN_ORDER.map((id) => PLANS[id]);
