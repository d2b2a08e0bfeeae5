/**
 * Every email the product sends, by name. A job stores the template's name and its data; the
 * worker renders it with the running configuration (PUBLIC_URL, support contacts).
 */
import type { EmailCategory } from '@housesit/shared-contracts';
import { bookingConfirmedEmail, type BookingConfirmedData } from './bookingConfirmed.js';
import type { EmailContext, RenderedEmail } from './layout.js';
import { locationRequestReceivedEmail, type LocationRequestReceivedData } from './locationRequestReceived.js';
import { newMessageEmail, type NewMessageData } from './newMessage.js';
import { passwordChangedEmail, type PasswordChangedData } from './passwordChanged.js';
import { otherSessionsEndedEmail, type OtherSessionsEndedData } from './otherSessionsEnded.js';
import { passwordResetEmail, type PasswordResetData } from './passwordReset.js';
import { staffInvitationEmail, type StaffInvitationData } from './staffInvitation.js';
import { releaseUnstagedEmail, type ReleaseUnstagedData } from '../../releases/unstagedEmail.js';
import {
  planCadenceChangedEmail,
  planCancelledEmail,
  planResumedEmail,
  type PlanCadenceChangedData,
  type PlanCancelledData,
  type PlanResumedData,
} from './planChanges.js';
import {
  sitterVisitCancelledEmail,
  sitterVisitRescheduledEmail,
  sitterVisitUnassignedEmail,
  type SitterVisitData,
  type SitterVisitRescheduledData,
  type SitterVisitUnassignedData,
} from './sitterVisitChanges.js';
import { tipReceiptEmail, tipReceivedEmail, type TipReceiptData, type TipReceivedData } from './tips.js';
import { subscriptionRenewalFailedEmail, type SubscriptionRenewalFailedData } from './subscriptionRenewalFailed.js';
import { visitAssignedEmail, type VisitAssignedData } from './visitAssigned.js';
import { visitCancelledEmail, type VisitCancelledData } from './visitCancelled.js';
import { visitCompletedEmail, type VisitCompletedData } from './visitCompleted.js';
import { visitRescheduledEmail, type VisitRescheduledData } from './visitRescheduled.js';
import { visitReminderEmail, type VisitReminderData } from './visitReminder.js';
import { visitSitterAssignedEmail, visitSitterUnassignedEmail, type VisitSitterData } from './visitSitterChanged.js';

export interface EmailTemplateData {
  bookingConfirmed: BookingConfirmedData;
  passwordReset: PasswordResetData;
  staffInvitation: StaffInvitationData;
  visitCancelled: VisitCancelledData;
  visitCompleted: VisitCompletedData;
  visitAssigned: VisitAssignedData;
  newMessage: NewMessageData;
  subscriptionRenewalFailed: SubscriptionRenewalFailedData;
  locationRequestReceived: LocationRequestReceivedData;
  visitRescheduled: VisitRescheduledData;
  visitReminder: VisitReminderData;
  visitSitterAssigned: VisitSitterData;
  visitSitterUnassigned: VisitSitterData;
  sitterVisitRescheduled: SitterVisitRescheduledData;
  sitterVisitCancelled: SitterVisitData;
  sitterVisitUnassigned: SitterVisitUnassignedData;
  planCadenceChanged: PlanCadenceChangedData;
  planCancelled: PlanCancelledData;
  planResumed: PlanResumedData;
  passwordChanged: PasswordChangedData;
  otherSessionsEnded: OtherSessionsEndedData;
  releaseUnstaged: ReleaseUnstagedData;
  tipReceived: TipReceivedData;
  tipReceipt: TipReceiptData;
}

export type EmailTemplateName = keyof EmailTemplateData;

type Renderers = { [Name in EmailTemplateName]: (data: EmailTemplateData[Name], context: EmailContext) => RenderedEmail };

const RENDERERS: Renderers = {
  bookingConfirmed: bookingConfirmedEmail,
  passwordReset: passwordResetEmail,
  staffInvitation: staffInvitationEmail,
  visitCancelled: visitCancelledEmail,
  visitCompleted: visitCompletedEmail,
  visitAssigned: visitAssignedEmail,
  newMessage: newMessageEmail,
  subscriptionRenewalFailed: subscriptionRenewalFailedEmail,
  locationRequestReceived: locationRequestReceivedEmail,
  visitRescheduled: visitRescheduledEmail,
  visitReminder: visitReminderEmail,
  visitSitterAssigned: visitSitterAssignedEmail,
  visitSitterUnassigned: visitSitterUnassignedEmail,
  sitterVisitRescheduled: sitterVisitRescheduledEmail,
  sitterVisitCancelled: sitterVisitCancelledEmail,
  sitterVisitUnassigned: sitterVisitUnassignedEmail,
  planCadenceChanged: planCadenceChangedEmail,
  planCancelled: planCancelledEmail,
  planResumed: planResumedEmail,
  passwordChanged: passwordChangedEmail,
  otherSessionsEnded: otherSessionsEndedEmail,
  releaseUnstaged: releaseUnstagedEmail,
  tipReceived: tipReceivedEmail,
  tipReceipt: tipReceiptEmail,
};

/**
 * The optional templates and the category that turns them off (/settings, one-click link).
 * A template not listed is a receipt or security email: always sent (a cancellation with its
 * refund, a plan's new price or end, a password change).
 */
const CATEGORIES = {
  visitCompleted: 'visitUpdates',
  visitAssigned: 'visitUpdates',
  visitRescheduled: 'visitUpdates',
  visitReminder: 'visitUpdates',
  visitSitterAssigned: 'visitUpdates',
  visitSitterUnassigned: 'visitUpdates',
  sitterVisitRescheduled: 'visitUpdates',
  sitterVisitCancelled: 'visitUpdates',
  sitterVisitUnassigned: 'visitUpdates',
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
