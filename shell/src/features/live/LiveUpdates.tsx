import { useLiveUpdates } from '@housesit/shell/kit/areas';

/**
 * Keeps a signed-in page live: unread badges, inboxes, visit lists and dashboards
 * refetch when /ws says they changed. Loaded lazily (Layout), so `/` and `/login` do not carry
 * the areas' runtime.
 */
export default function LiveUpdates() {
  useLiveUpdates();
  return null;
}
