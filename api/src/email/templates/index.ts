/**
 * Every email the product sends, by name. A job stores the template's name and its data; the
 * worker renders it with the running configuration (PUBLIC_URL, support contacts).
 */
import { bookingConfirmedEmail, type BookingConfirmedData } from './bookingConfirmed.js';
import type { EmailContext, RenderedEmail } from './layout.js';
import { passwordResetEmail, type PasswordResetData } from './passwordReset.js';
import { visitCancelledEmail, type VisitCancelledData } from './visitCancelled.js';

export interface EmailTemplateData {
  bookingConfirmed: BookingConfirmedData;
  passwordReset: PasswordResetData;
  visitCancelled: VisitCancelledData;
}

export type EmailTemplateName = keyof EmailTemplateData;

type Renderers = { [Name in EmailTemplateName]: (data: EmailTemplateData[Name], context: EmailContext) => RenderedEmail };

const RENDERERS: Renderers = {
  bookingConfirmed: bookingConfirmedEmail,
  passwordReset: passwordResetEmail,
  visitCancelled: visitCancelledEmail,
};

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(RENDERERS, name);
}

export function renderTemplate<Name extends EmailTemplateName>(name: Name, data: EmailTemplateData[Name], context: EmailContext): RenderedEmail {
  return RENDERERS[name](data, context);
}

export type { EmailContext, RenderedEmail } from './layout.js';
