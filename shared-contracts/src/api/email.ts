import type { EmailPreferences, SupportContact } from '../schemas/email.js';
import { request, type Transport } from './request.js';

/** /settings' email section and the support page's contacts. */
export function emailApi(t: Transport) {
  return {
    preferences: () => request<EmailPreferences>(t, '/api/account/email-preferences'),
    savePreferences: (payload: EmailPreferences) =>
      request<EmailPreferences>(t, '/api/account/email-preferences', { method: 'PUT', body: payload }),
    supportContact: () => request<SupportContact>(t, '/api/support/contact'),
  };
}
