import { visitTitle, type ChatMessage, type Visit } from '@housesit/shared-contracts';
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

/** '4 hours ago', from the stored time of the last message (DECISIONS.md: no fixed '4h ago'). */
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
}

/** One conversation in the list: 'Visit #id', status, scheduled date, task names, last message time. */
export function ConversationItem({ visit, selected, onSelect, lastMessage, unreadCount }: Props) {
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
      {lastMessage !== undefined && (
        <Line>
          {lastMessage ? (
            <>
              {'Last message '}
              <time dateTime={lastMessage.createdAt}>{lastMessageAgo(lastMessage)}</time>
            </>
          ) : (
            'No messages yet'
          )}
        </Line>
      )}
    </Item>
  );
}
