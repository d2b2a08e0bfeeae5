import {
  AccountSessionListStruct,
  ChangePasswordResponseStruct,
  ChangePasswordStruct,
  EndOtherSessionsResponseStruct,
  UpdateProfileStruct,
} from '../schemas/account.js';
import { SitterProfileStruct, UpdateSitterProfileStruct } from '../schemas/sitterProfile.js';
import { SessionResponseStruct } from '../schemas/user.js';
import { endpoint, role, SIGNED_IN } from './endpoint.js';
import { PHOTO_BODY_MAX } from './lifecycle.js';

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
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    response: EndOtherSessionsResponseStruct,
    access: SIGNED_IN,
    summary: 'Sign out everywhere else: end every session of the user but the one asking',
  }),
  sitterProfile: endpoint({
    method: 'GET',
    path: '/api/account/sitter-profile',
    response: SitterProfileStruct,
    access: role('housesitter'),
    summary: "The sitter's profile and photo, as customers see them",
  }),
  updateSitterProfile: endpoint({
    method: 'PUT',
    path: '/api/account/sitter-profile',
    body: UpdateSitterProfileStruct,
    response: SitterProfileStruct,
    access: role('housesitter'),
    // A new photo comes as a base64 data URL, like a visit photo.
    bodyLimit: PHOTO_BODY_MAX,
    summary: "Change the sitter's profile text and photo",
  }),
};
