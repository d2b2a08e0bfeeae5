import type { PlanId } from '@housesit/shared-contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PLAN_PARAM, isPlanId } from '../../../shared/planParam';

/** The chosen package lives in `?plan=` so the plan dialog and the dashboard can preselect it. */
export function usePlanChoice() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PLAN_PARAM);
  const plan: PlanId | null = isPlanId(raw) ? raw : null;
  const choose = useCallback(
    (id: PlanId) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PLAN_PARAM, id);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { plan, choose };
}
