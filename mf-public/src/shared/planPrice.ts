import { PLANS, type Plan, type PlanId } from '@housesit/shared-contracts';

/** '$65' from 6500: the landing page shows whole-dollar plan prices. */
export function wholeDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
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
