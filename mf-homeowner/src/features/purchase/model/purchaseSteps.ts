import type { PlanId } from '@housesit/shared-contracts';
import type { StepConcern } from '../../booking';

/** docs/product/customer.md §2, Purchase wizard: always 6 steps, numbered 1–6. */
export const PURCHASE_STEP_COUNT = 6;

export const PURCHASE_STEP_TITLES = [
  'Choose your package',
  'Plan details',
  'Customize your visit',
  'Schedule',
  'Order summary',
  'Complete Your Payment',
] as const;

/** Step 1 needs a plan, step 3 the points budget, step 4 dates, a street and access. */
export const PURCHASE_STEP_CONCERNS: Record<number, readonly StepConcern[]> = {
  1: ['plan'],
  2: ['cadence'],
  3: ['tasks'],
  4: ['dates', 'address', 'access'],
};

/** docs/product/customer.md §4: the standard plan has no custom tasks, so step 2 jumps to 4... */
export function nextPurchaseStep(step: number, plan: PlanId | undefined): number {
  if (step === 2 && plan === 'standard') return 4;
  return Math.min(step + 1, PURCHASE_STEP_COUNT);
}

/** ...and Previous from 4 jumps back to 2. */
export function previousPurchaseStep(step: number, plan: PlanId | undefined): number {
  if (step === 4 && plan === 'standard') return 2;
  return Math.max(step - 1, 1);
}
