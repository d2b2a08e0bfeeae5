import type { ChatMessage } from '@housesit/shared-contracts';
import { theme } from '@housesit/shell/kit';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Muted } from '../../../shared/layout';
import { MessageBubble } from './MessageBubble';

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${theme.space[2]}px 0;
  display: grid;
  gap: ${theme.space[2]}px;
  align-content: start;
  max-height: min(60vh, 32rem);
  overflow-y: auto;
`;

interface Props {
  visitId: number;
  messages: readonly ChatMessage[];
  myId: number | null;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageThread({ visitId, messages, myId }: Props) {
  const logRef = useRef<HTMLOListElement | null>(null);
  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  if (count === 0) {
    return <Muted>No messages yet. Write to your sitter and our team about this visit below.</Muted>;
  }
  return (
    // role=log: new messages are announced politely as they arrive.
    <Log ref={logRef} role="log" aria-live="polite" aria-label={`Messages for Visit #${visitId}`} tabIndex={0}>
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} mine={message.sender.id === myId} />
      ))}
    </Log>
  );
}
