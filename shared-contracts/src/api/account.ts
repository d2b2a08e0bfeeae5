import type { AccountSessionList, ChangePassword, ChangePasswordResponse, UpdateProfile } from '../schemas/account.js';
import type { SessionResponse } from '../schemas/user.js';
import { request, type Transport } from './request.js';

/** /settings: profile, password and the user's own sessions. */
export function accountApi(t: Transport) {
  return {
    updateProfile: (payload: UpdateProfile) => request<SessionResponse>(t, '/api/account/profile', { method: 'PUT', body: payload }),
    changePassword: (payload: ChangePassword) =>
      request<ChangePasswordResponse>(t, '/api/account/password', { method: 'POST', body: payload }),
    sessions: () => request<AccountSessionList>(t, '/api/account/sessions'),
    endSession: (id: string) => request<null>(t, `/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  };
}
