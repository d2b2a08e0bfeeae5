import type { PlanId, User } from '@housesit/shared-contracts';

/**
 * Where choosing a plan leads:
 * - a signed-in homeowner goes to booking on /dashboard, whose wizard reads `plan`;
 * - a signed-out visitor registers first; the shell keeps `plan` and sends them on to
 *   /dashboard?plan= once the account exists;
 * - any other signed-in role uses /purchase, the flow open to every signed-in user.
 */
export function planDestination(user: Pick<User, 'role'> | null, plan: PlanId): string {
  const query = `plan=${encodeURIComponent(plan)}`;
  if (!user) return `/login?tab=register&${query}`;
  if (user.role === 'homeowner') return `/dashboard?${query}`;
  return `/purchase?${query}`;
}
