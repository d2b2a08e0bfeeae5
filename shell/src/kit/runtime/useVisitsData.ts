import { useEffect, useMemo, useRef } from 'react';
import {
  SITTER_ALIAS,
  TOAST_DURATION_MS,
  VISITS_CACHE_MS,
  VISITS_RETRY_COUNT,
  VISIT_ERRORS,
  TOASTS,
  normalizeRole,
  queryKeys,
  type VisitPage,
  type VisitQuery,
} from '@housesit/shared-contracts';
import { useSession } from './session';
import { useToast } from './toasts';
import { useApiQuery, type ApiQueryResult } from './useApiQuery';

/** The loader accepts these role names ('sitter' is the alias of housesitter, docs/product/DECISIONS.md). */
const ACCEPTED_ROLES = ['admin', 'homeowner', SITTER_ALIAS, normalizeRole(SITTER_ALIAS)] as const;

/** The reason the loader refuses to fetch, or null when it may (docs/product/platform.md §5, visits loader). */
export function visitsLoaderProblem(role: string, user: { role: string } | null): string | null {
  if (!(ACCEPTED_ROLES as readonly string[]).includes(role)) return VISIT_ERRORS.invalidRole(role);
  if (!user) return VISIT_ERRORS.notAuthenticated;
  if (normalizeRole(user.role) !== normalizeRole(role)) return VISIT_ERRORS.roleMismatch(role, user.role);
  return null;
}

/**
 * When each failing load last toasted, by its cache key: several screens' hooks (and SWR's retry,
 * which fails with a new error) share one load, and its failure is one toast, not one per
 * hook or attempt (the queue's load error toast fired twice).
 */
const lastFailureToast = new Map<string, number>();

/**
 * docs/product/platform.md's visits data source: admins read GET /api/admin/jobs, homeowners and sitters
 * GET /api/visits (the API returns only their own); cached 30 s, 1 retry. A failed load also
 * shows the 'Failed to load data' toast.
 */
export function useVisitsData(role: string, query: VisitQuery = {}): ApiQueryResult<VisitPage> {
  const { user, status } = useSession();
  const { toast } = useToast();
  const problem = status === 'loading' ? null : visitsLoaderProblem(role, user);
  const isAdmin = normalizeRole(role) === 'admin';
  const queryKey = JSON.stringify(query);
  const key = problem || !user ? null : queryKeys.visits.loader(isAdmin ? 'admin' : 'own', user.id, queryKey);

  const result = useApiQuery<VisitPage>(key, (api) => (isAdmin ? api.admin.jobs(query) : api.visits.list(query)), {
    freshMs: VISITS_CACHE_MS,
    retry: VISITS_RETRY_COUNT,
  });

  const fetchError = result.error;
  const error = useMemo(() => {
    if (problem) return new Error(problem);
    if (fetchError) return new Error(VISIT_ERRORS.fetchFailed(role, fetchError.message));
    return undefined;
  }, [problem, fetchError, role]);

  const toasted = useRef<Error | undefined>(undefined);
  const cacheKey = key ? key.join('|') : null;
  useEffect(() => {
    if (!fetchError || toasted.current === fetchError || !error || !cacheKey) return;
    toasted.current = fetchError;
    const now = Date.now();
    if (now - (lastFailureToast.get(cacheKey) ?? -Infinity) < TOAST_DURATION_MS) return;
    lastFailureToast.set(cacheKey, now);
    toast({ title: TOASTS.loadFailed.title, description: error.message, variant: 'destructive' });
  }, [fetchError, error, toast, cacheKey]);

  return {
    data: problem ? undefined : result.data,
    error,
    isLoading: status === 'loading' || result.isLoading,
    mutate: result.mutate,
  };
}
