/**
 * Conversations as the Housesit team reads them (docs/product/DECISIONS.md 'Who reads a conversation'): every
 * admin reads every visit's conversation, the assigned sitter their visits', and messages on an
 * unassigned visit land in the admins' inbox. Each participant has their own unread state.
 *
 * GET  /api/inbox?filter=all|unread|unassigned&offset= → InboxPage   (admins and sitters)
 * GET  /api/conversations/unread → UnreadTotals                      (every signed-in user)
 * POST /api/visits/{id}/messages/read → UnreadTotals                 (a participant; marks it read)
 */
import { array, enums, nullable, number, object, optional, string, type, type Describe, type Infer } from 'superstruct';
import { SITTER_ROLE, type Role } from '../roles.js';
import { BRAND } from '../brand.js';
import { ADMIN_MESSAGES_PATH, SITTER_PATHS } from '../routes.js';
import { ChatMessageStruct, type ChatMessage } from './homeowner.js';
import { VisitStatusStruct, type VisitStatus } from './visit.js';

export const INBOX_FILTERS = ['all', 'unread', 'unassigned'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = { all: 'All', unread: 'Unread', unassigned: 'Unassigned visit' };
/** Conversations per inbox page. */
export const INBOX_PAGE_SIZE = 30;

export const InboxQueryStruct = type({ filter: optional(enums(INBOX_FILTERS)), offset: optional(string()) });
export type InboxQuery = Infer<typeof InboxQueryStruct>;

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
}

/** One conversation of a staff inbox: the visit it is about, its people, its last message. */
export interface InboxItem {
  visitId: number;
  visit: { scheduledDate: string; status: VisitStatus; propertyAddress: string };
  homeowner: PersonRef;
  /** The assigned sitter, or null: then the admins answer. */
  sitter: PersonRef | null;
  lastMessage: ChatMessage;
  /** Messages from others this user has not read. */
  unreadCount: number;
}

export interface InboxPage {
  items: InboxItem[];
  nextOffset: number | null;
}

export interface UnreadTotals {
  /** Messages from others, in every conversation the user takes part in, not yet read. */
  unreadMessages: number;
  /** Conversations with at least one of them. */
  unreadConversations: number;
}

const PersonRefStruct = object({ id: number(), firstName: string(), lastName: string() });

export const InboxPageStruct: Describe<InboxPage> = object({
  items: array(
    object({
      visitId: number(),
      visit: object({ scheduledDate: string(), status: VisitStatusStruct, propertyAddress: string() }),
      homeowner: PersonRefStruct,
      sitter: nullable(PersonRefStruct),
      lastMessage: ChatMessageStruct,
      unreadCount: number(),
    }),
  ),
  nextOffset: nullable(number()),
});

export const UnreadTotalsStruct: Describe<UnreadTotals> = object({ unreadMessages: number(), unreadConversations: number() });

/**
 * How a message's writer is named in a conversation (staff replies show the writer's
 * first name and role, 'Dana, Housesit' for the team, 'Sam, Sitter'); a homeowner by full name.
 */
export function senderLabel(sender: { firstName: string; lastName: string; role: Role }): string {
  if (sender.role === 'admin') return `${sender.firstName}, ${BRAND}`;
  if (sender.role === SITTER_ROLE) return `${sender.firstName}, Sitter`;
  return `${sender.firstName} ${sender.lastName}`.trim();
}

/** Who answers a visit's messages, as the homeowner is told ('Housesit team' until a sitter is assigned). */
export function whoAnswers(sitter: { firstName: string } | null): string {
  return sitter ? `${sitter.firstName} (your sitter) and the ${BRAND} team` : `${BRAND} team`;
}

/** Where a role opens a visit's conversation (the new-message email links there). */
export function conversationPath(role: Role, visitId: number): string {
  const base = role === 'admin' ? ADMIN_MESSAGES_PATH : role === SITTER_ROLE ? SITTER_PATHS.messages : '/messages';
  return `${base}?visitId=${visitId}`;
}
