/**
 * Sign-up, shared by the JSON registration (POST /api/auth/register) and the form registration
 * without scripts (POST /login?tab=register, routes/formSignIn.ts): the same throttle, the same
 * role rule, the same account checks and a new session. Refusals are thrown as ApiProblem; each
 * caller answers them in its own way.
 */
import { API_ERRORS, type RegisterPayload } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { createAccount } from './accounts.js';
import { signInService, type SignInDeps } from './signIn.js';
import { clientAddress, ipKey, REGISTER_IP_RULE } from './throttle.js';
import { ApiProblem } from '../http/errors.js';
import { enforceRateLimit } from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';

export function registerService(deps: SignInDeps) {
  const { startSession } = signInService(deps);
  return async function register(c: Context<AppEnv>, payload: RegisterPayload) {
    const now = deps.clock.now();
    const address = clientAddress(c);
    if (address) await enforceRateLimit(deps.db, REGISTER_IP_RULE, ipKey(address), now);
    // docs/product/DECISIONS.md: sitter and admin accounts are created by an admin, never by sign-up.
    if (payload.role !== undefined && payload.role !== 'homeowner') {
      throw new ApiProblem(403, 'auth.registration_role_refused', API_ERRORS.registrationRoleRefused, {
        role: API_ERRORS.registrationRoleRefused,
      });
    }
    const created = await createAccount(deps.db, { ...payload, role: 'homeowner' });
    // A brand-new account: nothing can have changed it yet.
    if (!(await startSession(c, created, now))) throw new Error(`the new account ${created.id} refused its first session`);
    return created;
  };
}
