import { useSearchParams } from 'react-router-dom';
import { PLAN_PARAM, isPlanId } from '../../../shared/planParam';

/**
 * Where 'Schedule a Housesit' leads. The plan dialog sends the user here with `?plan=<id>`;
 * the choice is handed on to the purchase screen so it is not lost.
 */
export function useScheduleLink(): string {
  const [params] = useSearchParams();
  const plan = params.get(PLAN_PARAM);
  return isPlanId(plan) ? `/purchase?${PLAN_PARAM}=${plan}` : '/purchase';
}
