/**
 * What travels through NOTIFY housesit_events: an event and who receives it. Every API process
 * gets every envelope and delivers it to its own sockets of those users.
 *
 * A message is sent by id and loaded by the processes that have one of its recipients
 * connected: its body (up to 2000 characters) could pass NOTIFY's 8000-byte payload limit.
 */
import { ROLES, VISIT_STATUSES, type RealtimeEvent, type Role } from '@housesit/shared-contracts';
import { array, enums, integer, is, literal, nullable, object, string, union, type Describe } from 'superstruct';
import type { AppEvent } from '../events/publisher.js';

export const EVENTS_CHANNEL = 'housesit_events';

/** These users, plus everyone signed in with one of these roles, except one user (the sender). */
export interface Audience {
  userIds: number[];
  roles: Role[];
  exceptUserId: number | null;
}

type DirectEvent = Exclude<RealtimeEvent, { type: 'message' }>;

export type Envelope = { audience: Audience; event: DirectEvent } | { audience: Audience; messageId: number };

const AudienceStruct: Describe<Audience> = object({
  userIds: array(integer()),
  roles: array(enums(ROLES)),
  exceptUserId: nullable(integer()),
});

const EnvelopeStruct = union([
  object({
    audience: AudienceStruct,
    event: union([
      object({ type: literal('visitCompleted'), homeownerId: integer(), visitId: integer() }),
      object({ type: literal('typing'), visitId: integer(), userId: integer(), firstName: string() }),
      object({ type: literal('visitChanged'), visitId: integer(), status: enums(VISIT_STATUSES), assignedSitterId: nullable(integer()) }),
      object({ type: literal('conversationRead'), visitId: integer() }),
      object({ type: literal('notificationsChanged') }),
    ]),
  }),
  object({ audience: AudienceStruct, messageId: integer() }),
]);

function participantsAudience(participants: { homeownerId: number; sitterId: number | null }, exceptUserId: number): Audience {
  const userIds = participants.sitterId === null ? [participants.homeownerId] : [participants.homeownerId, participants.sitterId];
  return { userIds, roles: ['admin'], exceptUserId };
}

export function toEnvelope(event: AppEvent): Envelope {
  switch (event.type) {
    case 'visitCompleted':
      return {
        audience: { userIds: [event.homeownerId], roles: [], exceptUserId: null },
        event: { type: 'visitCompleted', homeownerId: event.homeownerId, visitId: event.visitId },
      };
    case 'message':
      return { audience: participantsAudience(event.participants, event.message.sender.id), messageId: event.message.id };
    case 'typing':
      return {
        audience: participantsAudience(event.participants, event.userId),
        event: { type: 'typing', visitId: event.visitId, userId: event.userId, firstName: event.firstName },
      };
    case 'visitChanged': {
      const people = [event.homeownerId, event.assignedSitterId, event.previousSitterId].filter((id): id is number => id !== null);
      return {
        audience: { userIds: [...new Set(people)], roles: ['admin'], exceptUserId: null },
        event: { type: 'visitChanged', visitId: event.visitId, status: event.status, assignedSitterId: event.assignedSitterId },
      };
    }
    case 'conversationRead':
      return {
        audience: { userIds: [event.userId], roles: [], exceptUserId: null },
        event: { type: 'conversationRead', visitId: event.visitId },
      };
  }
}

/** Every signed-in admin: new notifications were stored for them (the office's notices). */
export function adminNotificationsEnvelope(): Envelope {
  return { audience: { userIds: [], roles: ['admin'], exceptUserId: null }, event: { type: 'notificationsChanged' } };
}

/** The envelope in a NOTIFY payload, or null when it is not one of ours. */
export function parseEnvelope(payload: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(payload);
    return is(value, EnvelopeStruct) ? (value as Envelope) : null;
  } catch {
    return null;
  }
}
