import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { ROLE_LABEL, type CreateStaffUser, type User } from '@housesit/shared-contracts';
import { useApi, useToast } from '@housesit/shell/kit';
import { runAction } from '../../../shared/actionOutcome';
import { isAccountsKey } from '../api/useAccounts';

const FALLBACK_ERROR = 'Failed to create account. Please try again.';

/**
 * POST /api/admin/users. Resolves with the new user, or with final-form submission errors: the
 * server's field errors on their fields and its message for the whole form.
 */
export function useCreateAccount() {
  const api = useApi();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();

  return useCallback(
    async (payload: CreateStaffUser): Promise<{ ok: true; user: User } | { ok: false; errors: SubmissionErrors }> => {
      const outcome = await runAction(() => api.lifecycle.createUser(payload));
      if (!outcome.ok) {
        return { ok: false, errors: { ...outcome.fieldErrors, [FORM_ERROR]: outcome.message ?? FALLBACK_ERROR } };
      }
      const user = outcome.data.user;
      toast({
        title: 'Account created',
        description: `${user.firstName} ${user.lastName} can now sign in as ${ROLE_LABEL[user.role]} with the username ${user.username}.`,
        variant: 'success',
      });
      void mutate(isAccountsKey);
      return { ok: true, user };
    },
    [api, toast, mutate],
  );
}
