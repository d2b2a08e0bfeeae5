import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { senderLabel, serviceDayKey, type ChatMessage } from '@housesit/shared-contracts';
import { formatDate, formatTime, theme } from '@housesit/shell/kit';
import { Muted } from '../layout';

const Log = styled.ol<{ $maxHeight: string }>`
  list-style: none;
  margin: 0;
  padding: 8px 0;
  display: grid;
  gap: 8px;
  align-content: start;
  max-height: ${(p) => p.$maxHeight};
  overflow-y: auto;
`;

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.article<{ $mine: boolean }>`
  max-width: min(85%, 32rem);
  padding: 8px 12px;
  border-radius: ${theme.radii.lg};
  background: ${({ $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  display: grid;
  gap: 4px;
`;

const Meta = styled.header`
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

/** '3:05 PM EDT' today (New York's), 'June 20, 2025 at 3:05 PM EDT' before. */
export function messageTime(iso: string, now = new Date()): string {
  return serviceDayKey(iso) === serviceDayKey(now) ? formatTime(iso) : `${formatDate(iso)} at ${formatTime(iso)}`;
}

export interface MessageListProps {
  /** Accessible name of the log ('Messages for Visit #12'). */
  label: string;
  messages: readonly ChatMessage[];
  myId: number | null;
  /** Shown instead of the log while there is no message yet. */
  emptyText: string;
  /** CSS max-height of the scrolling log: lower in a phone's bottom sheet, above the keyboard. */
  maxHeight?: string;
}

/** A visit's conversation, oldest first, kept scrolled to the newest message; one's own on the right. */
export function MessageList({ label, messages, myId, emptyText, maxHeight = 'min(60vh, 32rem)' }: MessageListProps) {
  const logRef = useRef<HTMLOListElement | null>(null);
  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  if (count === 0) return <Muted>{emptyText}</Muted>;
  return (
    // role=log: messages that arrive are announced politely. Focusable so it scrolls by keyboard.
    <Log ref={logRef} role="log" aria-live="polite" aria-label={label} tabIndex={0} $maxHeight={maxHeight}>
      {messages.map((message) => {
        const mine = message.sender.id === myId;
        const name = senderLabel(message.sender);
        return (
          <Row key={message.id} $mine={mine}>
            <Bubble $mine={mine} aria-label={`${mine ? 'You' : name}, ${messageTime(message.createdAt)}`}>
              <Meta>
                <span>{mine ? `${name} (you)` : name}</span>
                <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
              </Meta>
              <Body>{message.body}</Body>
            </Bubble>
          </Row>
        );
      })}
    </Log>
  );
}
