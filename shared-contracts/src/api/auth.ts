import type {
  LoginPayload,
  PasswordResetConfirm,
  PasswordResetDone,
  PasswordResetRequest,
  PasswordResetRequested,
  RegisterPayload,
} from '../schemas/auth.js';
import type { SessionResponse } from '../schemas/user.js';
import { request, type Transport } from './request.js';

export function authApi(t: Transport) {
  return {
    me: () => request<SessionResponse>(t, '/api/auth/me'),
    login: (payload: LoginPayload) => request<SessionResponse>(t, '/api/auth/login', { method: 'POST', body: payload }),
    register: (payload: RegisterPayload) => request<SessionResponse>(t, '/api/auth/register', { method: 'POST', body: payload }),
    logout: () => request<null>(t, '/api/auth/logout', { method: 'POST' }),
    /** Always 202 with the same body, whether or not the address has an account. */
    requestPasswordReset: (payload: PasswordResetRequest) =>
      request<PasswordResetRequested>(t, '/api/auth/password-reset', { method: 'POST', body: payload }),
    confirmPasswordReset: (payload: PasswordResetConfirm) =>
      request<PasswordResetDone>(t, '/api/auth/password-reset/confirm', { method: 'POST', body: payload }),
  };
}
