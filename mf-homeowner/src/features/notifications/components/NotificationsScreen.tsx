import { NotificationsPage } from '@housesit/shell/kit/areas';

/** /homeowner/notifications (docs/product/DECISIONS.md dropdown paths): stored notifications in the catalogue's words, unread marked. */
export function NotificationsScreen() {
  return (
    <NotificationsPage emptyText="We will let you know here when a visit is moved, cancelled, given a sitter or completed, and when your plan changes." />
  );
}
