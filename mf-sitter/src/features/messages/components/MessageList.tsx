import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { isToday } from 'date-fns';
import type { ChatMessage } from '@housesit/shared-contracts';
import { formatDate, formatTime, theme } from '@housesit/shell/kit';
import { Muted } from '@housesit/shell/kit/areas';

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  align-content: start;
  /* Leaves room for the keyboard and the composer on a phone. */
  max-height: min(45vh, 28rem);
  overflow-y: auto;
`;

const Item = styled.li<{ $mine: boolean }>`
  justify-self: ${(p) => (p.$mine ? 'end' : 'start')};
  max-width: min(88%, 32rem);
  padding: 8px 12px;
  border-radius: ${theme.radii.lg};
  background: ${(p) => (p.$mine ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${(p) => (p.$mine ? theme.colors.primaryText : theme.colors.text)};
  display: grid;
  gap: 2px;
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 8px;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;

  time {
    font-weight: 400;
    opacity: 0.85;
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** '3:05 PM' today, 'June 20, 2025 at 3:05 PM' before. */
export function messageTime(iso: string): string {
  return isToday(new Date(iso)) ? formatTime(iso) : `${formatDate(iso)} at ${formatTime(iso)}`;
}

export interface MessageListProps {
  label: string;
  messages: readonly ChatMessage[];
  myId: number | null;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageList({ label, messages, myId }: MessageListProps) {
  const logRef = useRef<HTMLOListElement | null>(null);
  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  if (count === 0) return <Muted>No messages yet. Write to the homeowner about this visit below.</Muted>;
  return (
    // role=log: messages that arrive are announced politely. Focusable so it scrolls by keyboard.
    <Log ref={logRef} role="log" aria-live="polite" aria-label={label} tabIndex={0}>
      {messages.map((message) => {
        const mine = message.sender.id === myId;
        const name = `${message.sender.firstName} ${message.sender.lastName}`.trim();
        return (
          <Item key={message.id} $mine={mine}>
            <Meta>
              <span>{mine ? `${name} (you)` : name}</span>
              <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
            </Meta>
            <Body>{message.body}</Body>
          </Item>
        );
      })}
    </Log>
  );
}
