import { useCallback } from 'react';
import { STAFF_ACCOUNT_TEXT, queryKeys, type User } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { problemToast, useApiAction, useQueryCache } from '@housesit/shell/kit/areas';

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`;

/**
 * Deactivate, reactivate and send a password reset to a staff account. Each shows the
 * server's reason when refused; a deactivation also refreshes the job lists, whose visits it
 * may have unassigned. Resolves whether the action went through.
 */
export function useStaffActions() {
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();

  const deactivate = useCallback(
    async (user: User) => {
      const outcome = await run((api) => api.lifecycle.deactivateUser(user.id));
      if (outcome.kind !== 'ok') {
        toast(problemToast(outcome, STAFF_ACCOUNT_TEXT.failed));
        return false;
      }
      toast({ ...STAFF_ACCOUNT_TEXT.deactivatedToast(nameOf(user), outcome.data.unassignedVisits), variant: 'success' });
      void invalidate(queryKeys.admin.accounts.all(), queryKeys.admin.all(), queryKeys.visits.all());
      return true;
    },
    [run, toast, invalidate],
  );

  const reactivate = useCallback(
    async (user: User) => {
      const outcome = await run((api) => api.lifecycle.reactivateUser(user.id));
      if (outcome.kind !== 'ok') {
        toast(problemToast(outcome, STAFF_ACCOUNT_TEXT.failed));
        return false;
      }
      toast({ ...STAFF_ACCOUNT_TEXT.reactivatedToast(nameOf(user)), variant: 'success' });
      void invalidate(queryKeys.admin.accounts.all());
      return true;
    },
    [run, toast, invalidate],
  );

  const sendReset = useCallback(
    async (user: User) => {
      const outcome = await run((api) => api.lifecycle.sendPasswordReset(user.id));
      if (outcome.kind !== 'ok') {
        toast(problemToast(outcome, STAFF_ACCOUNT_TEXT.failed));
        return false;
      }
      toast({ ...STAFF_ACCOUNT_TEXT.resetSent(user.email), variant: 'success' });
      return true;
    },
    [run, toast],
  );

  return { deactivate, reactivate, sendReset };
}
