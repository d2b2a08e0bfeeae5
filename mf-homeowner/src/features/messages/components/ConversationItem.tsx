import { senderLabel, visitTitle, type ChatMessage, type Visit } from '@housesit/shared-contracts';
import { formatDistanceToNowStrict } from 'date-fns';
import { CountBadge, VisitStatusBadge, formatDate, theme } from '@housesit/shell/kit';
import styled from 'styled-components';

const Item = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: 0.25rem;
  width: 100%;
  padding: 0.75rem;
  border: 1px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $selected }) => ($selected ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  min-height: 44px;
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 600;
`;

const Line = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The last message in one line: cut with an ellipsis when it is longer than the list is wide. */
const Preview = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  display: block;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  min-width: 0;
`;

/** Who wrote the last message, as the list's preview names them: 'You' for the customer. */
function previewAuthor(message: ChatMessage, myId: number | null): string {
  return message.sender.id === myId ? 'You' : message.sender.role === 'homeowner' ? message.sender.firstName : senderLabel(message.sender);
}

/** '4 hours ago', from the stored time of the last message (docs/product/DECISIONS.md: no fixed '4h ago'). */
export function lastMessageAgo(message: ChatMessage): string {
  return formatDistanceToNowStrict(new Date(message.createdAt), { addSuffix: true });
}

interface Props {
  visit: Visit;
  selected: boolean;
  onSelect(id: number): void;
  /** undefined while the summaries load (or if they failed): no time line then. */
  lastMessage: ChatMessage | null | undefined;
  unreadCount: number;
  /** The signed-in customer: their own last message is previewed as 'You'. */
  myId: number | null;
}

/** One conversation in the list: 'Visit #id', status, scheduled date, task names, last message (one line) and its time. */
export function ConversationItem({ visit, selected, onSelect, lastMessage, unreadCount, myId }: Props) {
  return (
    <Item type="button" $selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => onSelect(visit.id)}>
      <Top>
        <span>Visit #{visit.id}</span>
        <CountBadge count={unreadCount} label={`${unreadCount} unread`} />
        <VisitStatusBadge status={visit.status} />
      </Top>
      <Line>
        <time dateTime={visit.scheduledDate}>{formatDate(visit.scheduledDate)}</time>
      </Line>
      <Line>{visitTitle(visit)}</Line>
      {lastMessage === undefined ? null : lastMessage ? (
        <>
          <Preview data-testid="conversation-preview">{`${previewAuthor(lastMessage, myId)}: ${lastMessage.body.replace(/\s+/g, ' ').trim()}`}</Preview>
          <Line>
            {'Last message '}
            <time dateTime={lastMessage.createdAt}>{lastMessageAgo(lastMessage)}</time>
          </Line>
        </>
      ) : (
        <Line>No messages yet</Line>
      )}
    </Item>
  );
}
