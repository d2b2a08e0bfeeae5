import type { Role, UserList } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';

/** The cache key of GET /api/admin/users?role=…; every key of these lists starts ['admin', 'users']. */
export const accountsKey = (role: Role) => ['admin', 'users', role] as const;

export function isAccountsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'admin' && key[1] === 'users';
}

/** GET /api/admin/users?role=… (admin only): the accounts with one role. */
export function useAccounts(role: Role) {
  return useApiQuery<UserList>(accountsKey(role), (api) => api.lifecycle.listUsers(role));
}
