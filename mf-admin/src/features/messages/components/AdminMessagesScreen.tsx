import { StaffInbox } from '@housesit/shell/kit/areas';

/**
 * /admin/messages: every visit's conversation, newest first; an unassigned visit's
 * messages are the admins' to answer (docs/product/DECISIONS.md 'Who reads a conversation').
 */
export function AdminMessagesScreen() {
  return (
    <StaffInbox
      filters={['all', 'unread', 'unassigned']}
      subtitle="Every conversation with our customers. Visits without a sitter are yours to answer."
    />
  );
}
