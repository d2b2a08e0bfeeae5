import { VISIT_STATUSES, serviceDayKey, type VisitQuery, type VisitStatus } from '@housesit/shared-contracts';

/**
 * The job queue's filters live in the URL (/jobs?status=…&sitter=unassigned&q=…) so a link
 * (the dashboard's stat cards, Today's Jobs) opens the queue already filtered.
 * `from` absent means today (service-area day): the queue opens on the day's work, then what
 * comes after it; for Completed it means any date (what was completed is behind today);
 * `from=` (empty) means any date.
 */
export interface QueueFilters {
  /** YYYY-MM-DD service-area days; '' is no bound. */
  from: string;
  to: string;
  status?: VisitStatus;
  /** A sitter's id, 'unassigned', or undefined for anyone. */
  sitter?: number | 'unassigned';
  search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function todayKey(now: Date = new Date()): string {
  return serviceDayKey(now);
}

export function readQueueFilters(params: URLSearchParams, now: Date = new Date()): QueueFilters {
  const from = params.get('from');
  const to = params.get('to') ?? '';
  const status = params.get('status');
  const sitter = params.get('sitter');
  const known = (VISIT_STATUSES as readonly string[]).includes(status ?? '') ? (status as VisitStatus) : undefined;
  return {
    from: from === null ? (known === 'completed' ? '' : todayKey(now)) : DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    status: known,
    sitter: sitter === 'unassigned' ? 'unassigned' : sitter && /^[1-9]\d{0,8}$/.test(sitter) ? Number(sitter) : undefined,
    search: params.get('q') ?? '',
  };
}

/** The URL's query string for `filters` (what readQueueFilters reads back). */
export function queueSearchParams(filters: Partial<QueueFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from !== undefined) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.status) params.set('status', filters.status);
  if (filters.sitter !== undefined) params.set('sitter', String(filters.sitter));
  if (filters.search) params.set('q', filters.search);
  return params;
}

/** A link to the queue with these filters (the ones left out take the queue's defaults). */
export function jobQueueLink(filters: Partial<QueueFilters> = {}): string {
  const search = queueSearchParams(filters).toString();
  return search ? `/jobs?${search}` : '/jobs';
}

/**
 * A link that opens one job's details: the queue over every date, searched by the job's id
 * (`#12` matches the id exactly), with `visit` naming the job to open once the list has it.
 */
export function jobDetailsLink(visitId: number): string {
  const params = queueSearchParams({ from: '', search: `#${visitId}` });
  params.set(OPEN_JOB_PARAM, String(visitId));
  return `/jobs?${params.toString()}`;
}

/** The query parameter naming the job whose details the queue opens (jobDetailsLink). */
export const OPEN_JOB_PARAM = 'visit';

/** The job to open from the URL, if any. */
export function openJobId(params: URLSearchParams): number | null {
  const raw = params.get(OPEN_JOB_PARAM);
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

/** What GET /api/admin/jobs is asked. */
export function queueQuery(filters: QueueFilters): VisitQuery {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    status: filters.status,
    sitterId: typeof filters.sitter === 'number' ? filters.sitter : undefined,
    unassigned: filters.sitter === 'unassigned' ? true : undefined,
    search: filters.search.trim() || undefined,
  };
}
