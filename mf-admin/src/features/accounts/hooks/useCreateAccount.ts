import { useCallback } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { STAFF_ACCOUNT_TEXT, queryKeys, type CreateStaffUser, type User } from '@housesit/shared-contracts';
import { useToast } from '@housesit/shell/kit';
import { useApiAction, useQueryCache } from '@housesit/shell/kit/areas';

const FALLBACK_ERROR = 'Failed to create account. Please try again.';

/**
 * POST /api/admin/users. Resolves with the new user, or with final-form submission errors: the
 * server's field errors on their fields and its message for the whole form.
 */
export function useCreateAccount() {
  const run = useApiAction();
  const { toast } = useToast();
  const { invalidate } = useQueryCache();

  return useCallback(
    async (payload: CreateStaffUser): Promise<{ ok: true; user: User } | { ok: false; errors: SubmissionErrors }> => {
      const outcome = await run((api) => api.lifecycle.createUser(payload));
      if (outcome.kind !== 'ok') {
        // A message already shown on its field is not repeated for the whole form.
        const fieldErrors = outcome.fieldErrors;
        const message = outcome.message ?? FALLBACK_ERROR;
        const onAField = Object.values(fieldErrors).includes(message);
        return { ok: false, errors: onAField ? { ...fieldErrors } : { ...fieldErrors, [FORM_ERROR]: message } };
      }
      const user = outcome.data.user;
      toast({ ...STAFF_ACCOUNT_TEXT.createdToast(`${user.firstName} ${user.lastName}`, user.email), variant: 'success' });
      void invalidate(queryKeys.admin.accounts.all());
      return { ok: true, user };
    },
    [run, toast, invalidate],
  );
}
