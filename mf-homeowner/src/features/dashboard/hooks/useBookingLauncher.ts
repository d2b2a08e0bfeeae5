import type { PlanId } from '@housesit/shared-contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PLAN_PARAM, isPlanId } from '../../../shared/planParam';

/**
 * When the booking wizard is open. 'Schedule a Housesit' opens it; arriving from the plan dialog
 * with `?plan=<id>` opens it with that plan chosen. Closing drops the plan from the address, so
 * a reload does not reopen it.
 */
export function useBookingLauncher() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PLAN_PARAM);
  const plan: PlanId | null = isPlanId(raw) ? raw : null;
  const [started, setStarted] = useState(false);

  const start = useCallback(() => setStarted(true), []);
  const close = useCallback(() => {
    setStarted(false);
    setParams(
      (current) => {
        if (!current.has(PLAN_PARAM)) return current;
        const next = new URLSearchParams(current);
        next.delete(PLAN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  return { open: started || plan !== null, plan, start, close };
}
