/** The query string of GET /api/visits and GET /api/admin/jobs, validated with the shared schema. */
import { VISITS_PAGE_MAX, VISITS_PAGE_SIZE, VisitQueryStruct, type VisitStatus, type VisitWhen } from '@housesit/shared-contracts';
import { validated } from '../http/body.js';
import { wholeNumber } from '../http/params.js';

export interface VisitListQuery {
  status?: VisitStatus;
  when?: VisitWhen;
  archived?: boolean;
  homeownerId?: number;
  /** Service-area days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  sitterId?: number;
  unassigned?: boolean;
  /** Trimmed; absent when blank. */
  search?: string;
  limit: number;
  offset: number;
}

export function parseVisitQuery(raw: Record<string, string>): VisitListQuery {
  const query = validated(VisitQueryStruct, raw);
  return {
    status: query.status,
    when: query.when,
    archived: query.archived === undefined ? undefined : query.archived === 'true',
    homeownerId: query.homeownerId ? wholeNumber('homeownerId', query.homeownerId, 0, 1) : undefined,
    from: query.from,
    to: query.to,
    sitterId: query.sitterId ? wholeNumber('sitterId', query.sitterId, 0, 1) : undefined,
    unassigned: query.unassigned === undefined ? undefined : query.unassigned === 'true',
    search: query.search?.trim() || undefined,
    // Larger pages are cut to the maximum rather than refused.
    limit: Math.min(wholeNumber('limit', query.limit, VISITS_PAGE_SIZE, 1, Infinity), VISITS_PAGE_MAX),
    offset: wholeNumber('offset', query.offset, 0, 0),
  };
}
