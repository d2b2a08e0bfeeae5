import { INBOX_FILTER_LABELS, VISIT_STATUS_LABEL, type InboxFilter, type InboxItem } from '@housesit/shared-contracts';
import { Button, Card, CountBadge, EmptyState, Loaded, PageHeader, Tabs, tabPanelId, theme, useUnreadTotals } from '@housesit/shell/kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Muted, Page } from '../layout';
import { ConversationPanel } from './ConversationPanel';
import { messageTime } from './MessageList';
import { useInbox } from './useInbox';
import { useSelectedVisitId } from './useSelectedVisitId';

/** Two columns from a tablet up; on a phone the list and the open conversation take turns. */
const Columns = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  > :first-child {
    display: ${({ $open }) => ($open ? 'none' : 'grid')};
  }
  @media ${theme.breakpoints.md} {
    grid-template-columns: minmax(16rem, 2fr) minmax(0, 3fr);
    > :first-child {
      display: grid;
    }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Entry = styled.button<{ $selected: boolean }>`
  width: 100%;
  display: grid;
  gap: 4px;
  text-align: left;
  padding: 12px;
  border-radius: ${theme.radii.md};
  border: 1px solid ${({ $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ $selected }) => ($selected ? theme.colors.surfaceMuted : theme.colors.surface)};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  min-height: 44px;
`;

const EntryTop = styled.span`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
`;

const Excerpt = styled.span<{ $unread: boolean }>`
  color: ${({ $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Pane = styled(Card)`
  display: grid;
  gap: 12px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const BackButton = styled.div`
  @media ${theme.breakpoints.md} {
    display: none;
  }
`;

function homeownerName(item: InboxItem): string {
  return `${item.homeowner.firstName} ${item.homeowner.lastName}`.trim();
}

function InboxEntry({ item, selected, onSelect }: { item: InboxItem; selected: boolean; onSelect(): void }) {
  const unread = item.unreadCount > 0;
  return (
    <li>
      <Entry type="button" $selected={selected} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        <EntryTop>
          <span>{`${homeownerName(item)} · Visit #${item.visitId}`}</span>
          <CountBadge count={item.unreadCount} label={`${item.unreadCount} unread`} />
        </EntryTop>
        <Muted as="span">{`${item.visit.propertyAddress} · ${item.sitter ? `Sitter: ${item.sitter.firstName}` : 'Unassigned'}`}</Muted>
        <Excerpt $unread={unread}>{`${item.lastMessage.sender.firstName}: ${item.lastMessage.body}`}</Excerpt>
        <Muted as="span">
          <time dateTime={item.lastMessage.createdAt}>{messageTime(item.lastMessage.createdAt)}</time>
        </Muted>
      </Entry>
    </li>
  );
}

export interface StaffInboxProps {
  /** The filters this role gets (sitters have no 'Unassigned visit'). */
  filters: readonly InboxFilter[];
  subtitle: string;
}

/**
 * The Messages screen of the Housesit team: conversations newest first with unread
 * counts, filters, and the open conversation beside them (`?visitId=` opens one, so the
 * new-message email links straight to it).
 */
export function StaffInbox({ filters, subtitle }: StaffInboxProps) {
  const [filter, setFilter] = useState<InboxFilter>('all');
  const inbox = useInbox(filter);
  const totals = useUnreadTotals();
  const { visitId, select } = useSelectedVisitId();
  const selected = inbox.items.find((item) => item.visitId === visitId) ?? null;
  const tabs = filters.map((id) => ({
    id,
    label: INBOX_FILTER_LABELS[id],
    ...(id === 'unread' && totals ? { count: totals.unreadConversations } : {}),
  }));

  return (
    <Page>
      <PageHeader title="Messages" subtitle={subtitle} />
      <Columns $open={visitId !== null}>
        <div>
          <Tabs label="Show conversations" idPrefix="inbox" items={tabs} value={filter} onChange={(id) => setFilter(id as InboxFilter)} />
          <div role="tabpanel" id={tabPanelId('inbox', filter)} aria-label={`${INBOX_FILTER_LABELS[filter]} conversations`}>
            <Loaded
              query={{ data: inbox.isLoading ? undefined : inbox.items, error: inbox.error, isLoading: inbox.isLoading }}
              loading="Loading conversations..."
              errorText={(error) => error.message}
              onRetry={() => void inbox.retry()}
              empty={<EmptyState title={filter === 'unread' ? 'No unread messages.' : 'No conversations yet.'} />}
            >
              {(items) => (
                <List aria-label="Conversations">
                  {items.map((item) => (
                    <InboxEntry key={item.visitId} item={item} selected={item.visitId === visitId} onSelect={() => select(item.visitId)} />
                  ))}
                </List>
              )}
            </Loaded>
            {inbox.hasMore ? (
              <Button variant="secondary" onClick={() => void inbox.loadMore()} disabled={inbox.isLoadingMore}>
                {inbox.isLoadingMore ? 'Loading...' : 'Load more'}
              </Button>
            ) : null}
          </div>
        </div>
        {visitId !== null ? (
          <Pane as="section" aria-labelledby="inbox-conversation-title">
            <BackButton>
              <Button variant="ghost" size="sm" onClick={() => select(null)}>
                Back to conversations
              </Button>
            </BackButton>
            <h2 id="inbox-conversation-title">{selected ? `${homeownerName(selected)} · Visit #${visitId}` : `Visit #${visitId}`}</h2>
            {selected ? (
              <Muted>{`${selected.visit.propertyAddress} · ${VISIT_STATUS_LABEL[selected.visit.status]} · ${selected.sitter ? `Sitter: ${selected.sitter.firstName}` : 'No sitter yet: the team answers'}`}</Muted>
            ) : null}
            <ConversationPanel key={visitId} visitId={visitId} emptyText="No messages yet." maxHeight="min(55vh, 32rem)" />
          </Pane>
        ) : (
          <EmptyState title="Select a conversation to read it." />
        )}
      </Columns>
    </Page>
  );
}
