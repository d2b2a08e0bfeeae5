import styled from 'styled-components';
import { HOMEOWNER_MESSAGES, type Visit } from '@housesit/shared-contracts';
import { ErrorBox, Spinner, useSession, theme } from '@housesit/shell/kit';
import { useVisitMessages } from '../api/useVisitMessages';
import { useVisitSocket, type SocketConstructor } from '../useVisitSocket';
import { MessageComposer, MessageList } from '@housesit/shell/kit/areas';

const Wrapper = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

const Typing = styled.p`
  margin: 0;
  min-height: 1.25em;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-style: italic;
`;

export interface VisitConversationProps {
  visit: Visit;
  /** Stand-in for the browser's WebSocket (component tests). */
  WebSocketImpl?: SocketConstructor;
}

/**
 * The sitter's conversation with the visit's homeowner: the stored messages, live ones over /ws
 * while this is mounted, 'Typing...' when the other side types, and the input.
 */
export function VisitConversation({ visit, WebSocketImpl }: VisitConversationProps) {
  const { user } = useSession();
  const myId = user?.id ?? null;
  const conversation = useVisitMessages(visit.id);
  const socket = useVisitSocket(visit.id, { onMessage: conversation.add, userId: myId, WebSocketImpl });

  return (
    <Wrapper>
      {conversation.error ? (
        <ErrorBox message={conversation.error.message} onRetry={() => void conversation.reload()} />
      ) : conversation.isLoading ? (
        <Spinner label="Loading messages..." />
      ) : (
        <MessageList
          label={`Messages for Visit #${visit.id}`}
          messages={conversation.messages}
          myId={myId}
          emptyText="No messages yet. Write to the homeowner about this visit below."
          // Leaves room for the keyboard and the composer on a phone.
          maxHeight="min(45vh, 28rem)"
        />
      )}
      <Typing role="status">{socket.typingName ? HOMEOWNER_MESSAGES.typing : ''}</Typing>
      <MessageComposer sending={conversation.sending} onSend={conversation.send} onTyping={socket.notifyTyping} />
    </Wrapper>
  );
}
