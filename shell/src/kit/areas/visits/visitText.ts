import { PLANS, type PlanId } from '@housesit/shared-contracts';

/** 'Standard Visit' for 'standard'; an unknown plan id is shown as it came. */
export function planName(planType: string): string {
  return (PLANS as Partial<Record<string, (typeof PLANS)[PlanId]>>)[planType]?.name ?? planType;
}

/** Task categories are words joined by underscore: 'mail_collection' → 'Mail Collection'. */
export function categoryLabel(category: string): string {
  return category
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
