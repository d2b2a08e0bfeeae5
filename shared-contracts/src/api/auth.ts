import type { LoginPayload, RegisterPayload } from '../schemas/auth.js';
import type { SessionResponse } from '../schemas/user.js';
import { request, type Transport } from './request.js';

export function authApi(t: Transport) {
  return {
    me: () => request<SessionResponse>(t, '/api/auth/me'),
    login: (payload: LoginPayload) => request<SessionResponse>(t, '/api/auth/login', { method: 'POST', body: payload }),
    register: (payload: RegisterPayload) =>
      request<SessionResponse>(t, '/api/auth/register', { method: 'POST', body: payload }),
    logout: () => request<null>(t, '/api/auth/logout', { method: 'POST' }),
  };
}
