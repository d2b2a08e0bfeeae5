import { AccountSessionListStruct, ChangePasswordResponseStruct, ChangePasswordStruct, UpdateProfileStruct } from '../schemas/account.js';
import { SessionResponseStruct } from '../schemas/user.js';
import { endpoint, SIGNED_IN } from './endpoint.js';

/** /settings: profile, password and the user's own sessions. */
export const accountEndpoints = {
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/account/profile',
    body: UpdateProfileStruct,
    response: SessionResponseStruct,
    access: SIGNED_IN,
    summary: "Change the user's name and phone",
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/account/password',
    body: ChangePasswordStruct,
    response: ChangePasswordResponseStruct,
    access: SIGNED_IN,
    summary: "Change the password; ends the user's other sessions",
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    response: AccountSessionListStruct,
    access: SIGNED_IN,
    summary: "The user's own sessions",
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    response: null,
    access: SIGNED_IN,
    object: 'session',
    summary: "End one of the user's own sessions",
  }),
};
