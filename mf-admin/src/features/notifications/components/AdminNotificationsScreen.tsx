import { type RemoteScreenProps } from '@housesit/shared-contracts';
import { NotificationsPage } from '@housesit/shell/kit/areas';

/**
 * /admin/notifications: what the API stored for this admin (a visit that lost its sitter), newest
 * first, with the unread count; each leads to its job's details, where a sitter is assigned.
 */
export function AdminNotificationsScreen(_props: RemoteScreenProps) {
  return (
    <NotificationsPage
      layout="cards"
      emptyText="You are told here when a visit loses its sitter (a move onto a full day, or a deactivated sitter)."
    />
  );
}
