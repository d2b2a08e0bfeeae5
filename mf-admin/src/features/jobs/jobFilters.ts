import type { VisitStatus } from '@housesit/shared-contracts';

export interface JobFilter {
  id: 'all' | VisitStatus;
  label: string;
  /** Sent as the status query; none for All. */
  status?: VisitStatus;
}

/** docs/product/platform.md: filter buttons All, Scheduled, In Progress, Completed. */
export const JOB_FILTERS: readonly JobFilter[] = [
  { id: 'all', label: 'All' },
  { id: 'scheduled', label: 'Scheduled', status: 'scheduled' },
  { id: 'in_progress', label: 'In Progress', status: 'in_progress' },
  { id: 'completed', label: 'Completed', status: 'completed' },
];
