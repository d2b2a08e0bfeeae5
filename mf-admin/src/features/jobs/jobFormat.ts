import { PLANS, type Visit } from '@housesit/shared-contracts';

/** 'Standard Visit' for 'standard'. */
export function planName(planType: Visit['planType']): string {
  return PLANS[planType]?.name ?? planType;
}

/** Task categories are words joined by underscore: 'mail_collection' → 'Mail Collection'. */
export function categoryLabel(category: string): string {
  return category
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function personName(person: { firstName: string; lastName: string } | null): string | null {
  return person ? `${person.firstName} ${person.lastName}`.trim() : null;
}

/** platform.md: a card lacking id, type, date or status shows 'JobCard - Missing required data'. */
export function hasRequiredJobData(job: Partial<Visit>): job is Visit {
  return Boolean(job.id && job.planType && job.scheduledDate && job.status);
}
