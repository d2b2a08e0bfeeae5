import type { Visit } from '@housesit/shared-contracts';

/** customer.md §5: the search matches the visit id text or a task name (case-insensitive). */
export function filterConversations(visits: readonly Visit[], search: string): Visit[] {
  const query = search.trim().toLowerCase();
  if (!query) return [...visits];
  return visits.filter((visit) => String(visit.id).includes(query) || visit.tasks.some((t) => t.task.name.toLowerCase().includes(query)));
}
