import type { ChatMessage, Visit } from '@housesit/shared-contracts';

/** docs/product/customer.md §5: the search matches the visit id text or a task name (case-insensitive). */
export function filterConversations(visits: readonly Visit[], search: string): Visit[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...visits];
  return visits.filter((visit) => String(visit.id).includes(query) || visit.tasks.some((t) => t.task.name.toLowerCase().includes(query)));
}

/**
 * Latest activity first: a conversation's last message, or (no message yet) the visit's last
 * change. Ties keep the newer visit first.
 */
export function byLatestActivity(visits: readonly Visit[], lastMessages: ReadonlyMap<number, ChatMessage | null>): Visit[] {
  const activity = (visit: Visit) => Date.parse(lastMessages.get(visit.id)?.createdAt ?? visit.updatedAt) || 0;
  return [...visits].sort((a, b) => activity(b) - activity(a) || b.id - a.id);
}
