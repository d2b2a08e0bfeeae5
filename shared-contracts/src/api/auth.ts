import type { LoginPayload, PasswordResetConfirm, PasswordResetRequest, RegisterPayload } from '../schemas/auth.js';
import { authRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

export function authApi(t: Transport) {
  return {
    me: () => call(t, e.me, {}),
    login: (payload: LoginPayload) => call(t, e.login, { body: payload }),
    register: (payload: RegisterPayload) => call(t, e.register, { body: payload }),
    logout: () => call(t, e.logout, {}),
    /** Always 202 with the same body, whether or not the address has an account. */
    requestPasswordReset: (payload: PasswordResetRequest) => call(t, e.requestPasswordReset, { body: payload }),
    confirmPasswordReset: (payload: PasswordResetConfirm) => call(t, e.confirmPasswordReset, { body: payload }),
  };
}
