import { PLANS, PLAN_IDS, type PlanId } from '@housesit/shared-contracts';

/** docs/product/customer.md: the service type is visitType + ' Visit' ('extended' → 'Extended Visit'). */
export function serviceTypeLabel(visitType: string): string {
  if ((PLAN_IDS as readonly string[]).includes(visitType)) return PLANS[visitType as PlanId].name;
  return `${capitalise(visitType.replace(/_/g, ' '))} Visit`;
}

/**
 * The payment's status in the customer's words: a completed payment is 'Paid' (its visits are
 * still to come, so 'Completed' would say the wrong thing); 'partially_refunded' → 'Partially
 * refunded', any other status capitalised.
 */
export function statusLabel(status: string): string {
  if (status === 'completed') return 'Paid';
  return capitalise(status.replace(/_/g, ' '));
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

export function statusTone(status: string): StatusTone {
  if (status === 'completed' || status === 'paid' || status === 'succeeded') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'failed') return 'danger';
  return 'neutral';
}

function capitalise(text: string): string {
  const trimmed = text.trim();
  return trimmed ? trimmed[0]!.toUpperCase() + trimmed.slice(1) : trimmed;
}
