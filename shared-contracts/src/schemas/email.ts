/**
 * Email categories a user may turn off (/settings, or the one-click link in those emails).
 * Receipts and security email (booking confirmed, refunds, password reset) have no category:
 * they always go.
 */
import { boolean, object, string, type Infer } from 'superstruct';

export const EMAIL_CATEGORIES = ['visitUpdates', 'messages'] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export function isEmailCategory(value: unknown): value is EmailCategory {
  return typeof value === 'string' && (EMAIL_CATEGORIES as readonly string[]).includes(value);
}

/** GET and PUT /api/account/email-preferences: true = the user receives that category. */
export const EmailPreferencesStruct = object({
  visitUpdates: boolean(),
  messages: boolean(),
});
export type EmailPreferences = Infer<typeof EmailPreferencesStruct>;

/** GET /api/support/contact: SUPPORT_EMAIL and SUPPORT_PHONE, the same as in every email. */
export const SupportContactStruct = object({
  email: string(),
  /** As people read it: (781) 555-0142. */
  phone: string(),
  /** For tel: links: tel:+17815550142. */
  phoneHref: string(),
});
export type SupportContact = Infer<typeof SupportContactStruct>;

/**
 * What a release build renders in place of the support contact (decision 020): the contact is the
 * deployment's (SUPPORT_EMAIL, SUPPORT_PHONE), not the build's, so the API fills these in the
 * public pages' HTML from its own configuration, escaped. Made of characters React escapes in
 * neither text nor attributes, so each arrives in the HTML as written.
 */
export const SUPPORT_CONTACT_PLACEHOLDERS: SupportContact = {
  email: '__HOUSESIT_SUPPORT_EMAIL__',
  phone: '__HOUSESIT_SUPPORT_PHONE__',
  phoneHref: '__HOUSESIT_SUPPORT_PHONE_HREF__',
};
