import type { ChangePassword, UpdateProfile } from '../schemas/account.js';
import type { UpdateSitterProfile } from '../schemas/sitterProfile.js';
import { accountRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** /settings: profile, password and the user's own sessions. */
export function accountApi(t: Transport) {
  return {
    updateProfile: (payload: UpdateProfile) => call(t, e.updateProfile, { body: payload }),
    changePassword: (payload: ChangePassword) => call(t, e.changePassword, { body: payload }),
    sessions: () => call(t, e.sessions, {}),
    endSession: (id: string) => call(t, e.endSession, { params: { id } }),
    endOtherSessions: () => call(t, e.endOtherSessions, {}),
    sitterProfile: () => call(t, e.sitterProfile, {}),
    updateSitterProfile: (payload: UpdateSitterProfile) => call(t, e.updateSitterProfile, { body: payload }),
  };
}
