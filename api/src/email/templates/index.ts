/**
 * Every email the product sends, by name. A job stores the template's name and its data; the
 * worker renders it with the running configuration (PUBLIC_URL, support contacts).
 */
import type { EmailCategory } from '@housesit/shared-contracts';
import { bookingConfirmedEmail, type BookingConfirmedData } from './bookingConfirmed.js';
import type { EmailContext, RenderedEmail } from './layout.js';
import { newMessageEmail, type NewMessageData } from './newMessage.js';
import { passwordResetEmail, type PasswordResetData } from './passwordReset.js';
import { subscriptionRenewalFailedEmail, type SubscriptionRenewalFailedData } from './subscriptionRenewalFailed.js';
import { visitAssignedEmail, type VisitAssignedData } from './visitAssigned.js';
import { visitCancelledEmail, type VisitCancelledData } from './visitCancelled.js';
import { visitCompletedEmail, type VisitCompletedData } from './visitCompleted.js';

export interface EmailTemplateData {
  bookingConfirmed: BookingConfirmedData;
  passwordReset: PasswordResetData;
  visitCancelled: VisitCancelledData;
  visitCompleted: VisitCompletedData;
  visitAssigned: VisitAssignedData;
  newMessage: NewMessageData;
  subscriptionRenewalFailed: SubscriptionRenewalFailedData;
}

export type EmailTemplateName = keyof EmailTemplateData;

type Renderers = { [Name in EmailTemplateName]: (data: EmailTemplateData[Name], context: EmailContext) => RenderedEmail };

const RENDERERS: Renderers = {
  bookingConfirmed: bookingConfirmedEmail,
  passwordReset: passwordResetEmail,
  visitCancelled: visitCancelledEmail,
  visitCompleted: visitCompletedEmail,
  visitAssigned: visitAssignedEmail,
  newMessage: newMessageEmail,
  subscriptionRenewalFailed: subscriptionRenewalFailedEmail,
};

/**
 * The optional templates and the category that turns them off (/settings, one-click link).
 * A template not listed is a receipt or security email: always sent.
 */
const CATEGORIES = {
  visitCompleted: 'visitUpdates',
  visitAssigned: 'visitUpdates',
  newMessage: 'messages',
} as const satisfies Partial<Record<EmailTemplateName, EmailCategory>>;

/** The templates a user may turn off: their requests must name the recipient's user id. */
export type OptionalEmailTemplateName = keyof typeof CATEGORIES;

export function emailCategory(name: EmailTemplateName): EmailCategory | null {
  return (CATEGORIES as Partial<Record<EmailTemplateName, EmailCategory>>)[name] ?? null;
}

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(RENDERERS, name);
}

export function renderTemplate<Name extends EmailTemplateName>(
  name: Name,
  data: EmailTemplateData[Name],
  context: EmailContext,
): RenderedEmail {
  return RENDERERS[name](data, context);
}

export type { EmailContext, RenderedEmail } from './layout.js';
