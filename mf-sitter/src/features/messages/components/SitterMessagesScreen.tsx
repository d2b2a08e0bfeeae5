import { StaffInbox } from '@housesit/shell/kit/areas';

/** /housesitter/messages: the conversations of the visits assigned to this sitter. */
export function SitterMessagesScreen() {
  return <StaffInbox filters={['all', 'unread']} subtitle="Conversations with the homeowners of your visits." />;
}
