import type { EmailPreferences } from '../schemas/email.js';
import { emailRoutes as e } from './routes.generated.js';
import { call } from './call.js';
import type { Transport } from './request.js';

/** /settings' email section and the support page's contacts. */
export function emailApi(t: Transport) {
  return {
    preferences: () => call(t, e.preferences, {}),
    savePreferences: (payload: EmailPreferences) => call(t, e.savePreferences, { body: payload }),
    supportContact: () => call(t, e.supportContact, {}),
    /** When the team answers messages (the deployment's office hours). */
    officeHours: () => call(t, e.officeHours, {}),
  };
}
