import { queryKeys, type Role, type UserList } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** GET /api/admin/users?role=… (admin only): the accounts with one role. */
export function useAccounts(role: Role) {
  return useApiQuery<UserList>(queryKeys.admin.accounts.byRole(role), (api) => api.lifecycle.listUsers(role));
}
