import { useCallback } from 'react';
import {
  ACCOUNT_TEXT,
  SITTER_PROFILE_TEXT,
  queryKeys,
  runApiCall,
  type SitterProfile,
  type UpdateSitterProfile,
} from '@housesit/shared-contracts';
import { useApi, useApiQuery, useToast } from '@housesit/shell/kit';

/** Field errors of a refused save (shown under the fields; none for a failure), or undefined once saved. */
export type SitterProfileErrors = Record<string, string> | undefined;

/** The signed-in sitter's profile for customers (text and photo), and saving it with a toast. */
export function useSitterProfile(enabled: boolean) {
  const api = useApi();
  const { toast } = useToast();
  const profile = useApiQuery<SitterProfile>(enabled ? queryKeys.account.sitterProfile() : null, (client) =>
    client.account.sitterProfile(),
  );
  const { mutate } = profile;

  const save = useCallback(
    async (payload: UpdateSitterProfile): Promise<SitterProfileErrors> => {
      const outcome = await runApiCall(() => api.account.updateSitterProfile(payload));
      if (outcome.kind !== 'ok') {
        toast({ ...ACCOUNT_TEXT.saveFailed, description: outcome.message ?? ACCOUNT_TEXT.saveFailed.description, variant: 'destructive' });
        return outcome.fieldErrors;
      }
      await mutate();
      toast({ ...SITTER_PROFILE_TEXT.saved, variant: 'success' });
      return undefined;
    },
    [api, mutate, toast],
  );

  return { profile, save };
}
