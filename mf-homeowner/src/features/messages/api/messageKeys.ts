import type { ChatMessage, ConversationSummary } from '@housesit/shared-contracts';

/** Adds a message once (the sender gets it both from POST and from /ws), oldest first. */
export function withMessage(list: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const current = list ?? [];
  if (current.some((m) => m.id === message.id)) return [...current];
  return [...current, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** The list's summaries with `message` as its visit's last message when it is newer. */
export function withLastMessage(items: readonly ConversationSummary[] | undefined, message: ChatMessage): ConversationSummary[] {
  const current = items ?? [];
  const existing = current.find((c) => c.visitId === message.visitId);
  // Unread counts come from the server (the live updates refetch the list).
  if (!existing) return [...current, { visitId: message.visitId, lastMessage: message, unreadCount: 0 }];
  return current.map((c) =>
    c.visitId === message.visitId && (!c.lastMessage || c.lastMessage.createdAt <= message.createdAt) ? { ...c, lastMessage: message } : c,
  );
}
