import type { PlanId } from '@housesit/shared-contracts';
import { useCallback } from 'react';
import { useForm } from 'react-final-form';
import type { BookingValues } from '../model/bookingValues';

/**
 * docs/product/customer.md §4: choosing a plan resets the tasks and their points. Dates reset too when moving
 * between several visit dates and a recurring plan's one start date.
 */
export function usePlanChange(onChosen?: (plan: PlanId) => void) {
  const form = useForm<BookingValues>();
  return useCallback(
    (plan: PlanId) => {
      const previous = form.getState().values.plan;
      form.batch(() => {
        form.change('plan', plan);
        form.change('taskIds', []);
        if (previous && (previous === 'recurring') !== (plan === 'recurring')) form.change('dates', []);
      });
      onChosen?.(plan);
    },
    [form, onChosen],
  );
}
