import type { PlanId } from '@housesit/shared-contracts';
import type { StepConcern } from './stepRules';

export type WizardStepId = 'package' | 'dates' | 'cadence' | 'startDate' | 'tasks' | 'property' | 'summary';

/** docs/product/customer.md §2, Booking wizard: the steps of each plan, in the spec's order. */
export const WIZARD_STEPS: Record<PlanId, readonly WizardStepId[]> = {
  standard: ['package', 'dates', 'property', 'summary'],
  extended: ['package', 'dates', 'tasks', 'property', 'summary'],
  recurring: ['package', 'cadence', 'startDate', 'tasks', 'property', 'summary'],
};

export const WIZARD_STEP_TITLES: Record<WizardStepId, string> = {
  package: 'Choose your package',
  dates: 'Choose your visit dates',
  cadence: 'How often?',
  startDate: 'Choose your start date',
  tasks: 'Custom tasks',
  property: 'Property and access',
  summary: 'Order summary and payment',
};

export const WIZARD_STEP_CONCERNS: Record<WizardStepId, readonly StepConcern[]> = {
  package: ['plan'],
  dates: ['dates'],
  cadence: ['cadence'],
  startDate: ['dates'],
  tasks: ['tasks'],
  property: ['address', 'access'],
  summary: [],
};

/** Before a plan is chosen the wizard counts the shortest path (standard's 4 steps). */
export function wizardStepsFor(plan: PlanId | undefined): readonly WizardStepId[] {
  return WIZARD_STEPS[plan ?? 'standard'];
}
