import { LoginPayloadStruct, PasswordResetConfirmStruct, PasswordResetRequestStruct, RegisterPayloadStruct } from '../schemas/auth.js';
import { PasswordResetDoneStruct, PasswordResetRequestedStruct } from '../schemas/responses.js';
import { SessionResponseStruct } from '../schemas/user.js';
import { endpoint, PUBLIC, SIGNED_IN } from './endpoint.js';

export const authEndpoints = {
  me: endpoint({ method: 'GET', path: '/api/auth/me', response: SessionResponseStruct, access: SIGNED_IN, summary: 'The signed-in user' }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginPayloadStruct,
    response: SessionResponseStruct,
    access: PUBLIC,
    summary: 'Sign in',
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterPayloadStruct,
    response: SessionResponseStruct,
    access: PUBLIC,
    summary: 'Create a homeowner account and sign in',
  }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: null, access: PUBLIC, summary: 'Sign out' }),
  // Anyone may ask for a link (the same answer for every address) or use one (the token is the key).
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: PasswordResetRequestStruct,
    response: PasswordResetRequestedStruct,
    access: PUBLIC,
    summary: 'Email a password reset link (202 whether or not the address has an account)',
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    body: PasswordResetConfirmStruct,
    response: PasswordResetDoneStruct,
    access: PUBLIC,
    summary: "Set a new password with a reset link's token",
  }),
};
