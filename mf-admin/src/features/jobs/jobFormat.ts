import type { Visit } from '@housesit/shared-contracts';

export function personName(person: { firstName: string; lastName: string } | null): string | null {
  return person ? `${person.firstName} ${person.lastName}`.trim() : null;
}

/** docs/product/platform.md: a card lacking id, type, date or status shows 'JobCard - Missing required data'. */
export function hasRequiredJobData(job: Partial<Visit>): job is Visit {
  return Boolean(job.id && job.planType && job.scheduledDate && job.status);
}
