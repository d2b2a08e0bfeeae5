import styled from 'styled-components';
import { HOMEOWNER_MESSAGES } from '@housesit/shared-contracts';
import { Loaded, useSession, theme } from '@housesit/shell/kit';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { useConversationSocket, type SocketConstructor } from './useConversationSocket';
import { useConversationThread } from './useConversationThread';

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

export interface ConversationPanelProps {
  visitId: number;
  /** Shown while the conversation has no message yet. */
  emptyText: string;
  /** CSS max-height of the message log. */
  maxHeight?: string;
  /** Stand-in for the browser's WebSocket (component tests). */
  WebSocketImpl?: SocketConstructor;
}

/**
 * A visit's conversation for a member of the Housesit team (the sitter's job details, the staff
 * inboxes): the stored messages, live ones over /ws, 'Typing...' when the other side types, the
 * input; what it shows is marked read.
 */
export function ConversationPanel({ visitId, emptyText, maxHeight = 'min(45vh, 28rem)', WebSocketImpl }: ConversationPanelProps) {
  const { user } = useSession();
  const myId = user?.id ?? null;
  const conversation = useConversationThread(visitId);
  const socket = useConversationSocket(visitId, { onMessage: conversation.add, userId: myId, WebSocketImpl });

  return (
    <Wrapper>
      <Loaded
        query={{
          data: conversation.isLoading ? undefined : conversation.messages,
          error: conversation.error,
          isLoading: conversation.isLoading,
        }}
        loading="Loading messages..."
        errorTitle={null}
        errorText={(error) => error.message}
        onRetry={() => void conversation.reload()}
      >
        {(messages) => (
          <MessageList
            label={`Messages for Visit #${visitId}`}
            messages={messages}
            myId={myId}
            emptyText={emptyText}
            maxHeight={maxHeight}
          />
        )}
      </Loaded>
      <Typing role="status">{socket.typingName ? HOMEOWNER_MESSAGES.typing : ''}</Typing>
      <MessageComposer key={visitId} sending={conversation.sending} onSend={conversation.send} onTyping={socket.notifyTyping} />
    </Wrapper>
  );
}
