import type { ChatMessage } from '@housesit/shared-contracts';
import { formatDate, formatTime, theme } from '@housesit/shell/kit';
import { isToday } from 'date-fns';
import styled from 'styled-components';

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const Bubble = styled.article<{ $mine: boolean }>`
  max-width: min(85%, 32rem);
  padding: ${theme.space[2]}px ${theme.space[3]}px;
  border-radius: ${theme.radii.lg};
  background: ${({ $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  display: grid;
  gap: ${theme.space[1]}px;
`;

const Meta = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[2]}px;
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

interface Props {
  message: ChatMessage;
  mine: boolean;
}

/** One message: who sent it, when, and what it says; the user's own on the right. */
export function MessageBubble({ message, mine }: Props) {
  const name = `${message.sender.firstName} ${message.sender.lastName}`;
  return (
    <Row $mine={mine}>
      <Bubble $mine={mine} aria-label={`${mine ? 'You' : name}, ${messageTime(message.createdAt)}`}>
        <Meta>
          <span>{mine ? `${name} (you)` : name}</span>
          <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        </Meta>
        <Body>{message.body}</Body>
      </Bubble>
    </Row>
  );
}
