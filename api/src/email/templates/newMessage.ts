/**
 * A new message in a conversation while the recipient was away (category messages). Queued by
 * the conversations code, at most one per conversation per 15 minutes (not here).
 */
import { renderEmail, type EmailContext, type RenderedEmail } from './layout.js';

export interface NewMessageData {
  recipientFirstName: string;
  /** 'Dana, Housesit' or the homeowner's name, as the conversation shows the writer. */
  senderName: string;
  /** Which visit the conversation is about: 'Standard Visit, Monday, June 22'. */
  visitLabel: string;
  /** The start of the message, already shortened by the caller. */
  excerpt: string;
  /** The conversation on the site, for the recipient's role ('/admin/messages?visitId=12'). */
  conversationPath: string;
}

export function newMessageEmail(data: NewMessageData, context: EmailContext): RenderedEmail {
  return renderEmail(
    {
      subject: `New message from ${data.senderName}`,
      preview: data.excerpt,
      heading: 'You have a new message',
      greeting: `Hi ${data.recipientFirstName},`,
      blocks: [
        { kind: 'paragraph', text: `${data.senderName} wrote about ${data.visitLabel}:` },
        { kind: 'quote', text: data.excerpt },
      ],
      action: { label: 'Reply', path: data.conversationPath },
      reason: 'You receive this because you have a conversation with Housesit about a visit.',
    },
    context,
  );
}
