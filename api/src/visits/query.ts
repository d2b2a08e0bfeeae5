/** The query string of GET /api/visits and GET /api/admin/jobs, validated with the shared schema. */
import { VISITS_PAGE_MAX, VisitQueryStruct, type VisitStatus, type VisitWhen } from '@housesit/shared-contracts';
import { ApiProblem } from '../http/errors.js';
import { validated } from '../http/body.js';

export const DEFAULT_PAGE_SIZE = 50;

export interface VisitListQuery {
  status?: VisitStatus;
  when?: VisitWhen;
  archived?: boolean;
  homeownerId?: number;
  limit: number;
  offset: number;
}

export function wholeNumber(field: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    const message = `${field} must be a whole number of at least ${min}`;
    throw new ApiProblem(400, message, { [field]: message });
  }
  return Number(value);
}

export function parseVisitQuery(raw: Record<string, string>): VisitListQuery {
  const query = validated(VisitQueryStruct, raw);
  return {
    status: query.status,
    when: query.when,
    archived: query.archived === undefined ? undefined : query.archived === 'true',
    homeownerId: query.homeownerId ? wholeNumber('homeownerId', query.homeownerId, 0, 1) : undefined,
    // Larger pages are cut to the maximum rather than refused.
    limit: Math.min(wholeNumber('limit', query.limit, DEFAULT_PAGE_SIZE, 1), VISITS_PAGE_MAX),
    offset: wholeNumber('offset', query.offset, 0, 0),
  };
}
