import { PLAN_IDS, type PlanId } from '@housesit/shared-contracts';

/** The plan dialog (mf-public) hands the chosen plan on as `?plan=<id>`. */
export const PLAN_PARAM = 'plan';

export function isPlanId(value: string | null | undefined): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
