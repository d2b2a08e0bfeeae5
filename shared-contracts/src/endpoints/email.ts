import { EmailPreferencesStruct, SupportContactStruct } from '../schemas/email.js';
import { OfficeHoursStruct } from '../rules/officeHours.js';
import { endpoint, PUBLIC, SIGNED_IN } from './endpoint.js';

/** /settings' email section, one-click unsubscribe and the support page's contacts. */
export const emailEndpoints = {
  preferences: endpoint({
    method: 'GET',
    path: '/api/account/email-preferences',
    response: EmailPreferencesStruct,
    access: SIGNED_IN,
    summary: 'Which emails the user gets',
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/account/email-preferences',
    body: EmailPreferencesStruct,
    response: EmailPreferencesStruct,
    access: SIGNED_IN,
    summary: 'Choose which emails the user gets',
  }),
  // One-click unsubscribe: the signed token in the URL is the authority, no session.
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/api/email/unsubscribe',
    response: null,
    access: PUBLIC,
    summary: "The unsubscribe link's page (HTML)",
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/email/unsubscribe',
    response: null,
    access: PUBLIC,
    crossSite: 'tokenInUrl',
    summary: 'Unsubscribe by the signed token in the URL (RFC 8058 one-click)',
  }),
  supportContact: endpoint({
    method: 'GET',
    path: '/api/support/contact',
    response: SupportContactStruct,
    access: PUBLIC,
    summary: "The support page's contacts",
  }),
  officeHours: endpoint({
    method: 'GET',
    path: '/api/support/hours',
    response: OfficeHoursStruct,
    access: PUBLIC,
    summary: 'When the team answers messages (OFFICE_HOURS)',
  }),
};
