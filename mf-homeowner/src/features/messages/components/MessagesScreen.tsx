import { EMPTY_STATES } from '@housesit/shared-contracts';
import { EmptyState, Loaded, PageHeader, theme } from '@housesit/shell/kit';
import type { RealtimeEvent } from '@housesit/shared-contracts';
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTypingIndicator, Muted, Page, useSelectedVisitId } from '@housesit/shell/kit/areas';
import { homeownerLoadError } from '../../../shared/visitText';
import { useRealtime } from '../../realtime';
import { useConversationSummaries } from '../api/useConversationSummaries';
import { useConversations } from '../api/useConversations';
import { byLatestActivity, filterConversations } from '../hooks/filterConversations';
import { useLiveMessageHandler } from '../hooks/useLiveMessages';
import { ConversationList } from './ConversationList';
import { ConversationPane } from './ConversationPane';

/**
 * Two columns from a tablet up; on a phone the list and the selected conversation take turns
 * (the pane has a back button there).
 */
const Layout = styled.div<{ $hasSelection: boolean }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  /* Each column keeps its own height: a long list must not stretch the conversation (and its Send button). */
  align-items: start;

  > :first-child {
    display: ${({ $hasSelection }) => ($hasSelection ? 'none' : 'grid')};
  }
  @media ${theme.breakpoints.md} {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
    > :first-child {
      display: grid;
      /* On a desktop the list scrolls on its own, so the open conversation stays in the first viewport. */
      max-height: calc(100vh - 12rem);
      overflow-y: auto;
    }
  }
`;

/**
 * /messages (docs/product/customer.md §2, docs/product/DECISIONS.md messages): one conversation per visit; `?visitId=`
 * preselects one. Messages and typing arrive live over /ws while the page is open.
 */
export function MessagesScreen() {
  const conversations = useConversations();
  const summaries = useConversationSummaries();
  const typingIndicator = useTypingIndicator();
  const { show: showTyping, stop: stopTyping } = typingIndicator;
  const onLiveEvent = useLiveMessageHandler(showTyping);
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === 'message') stopTyping(event.message.sender.id, event.message.visitId);
      onLiveEvent(event);
    },
    [onLiveEvent, stopTyping],
  );
  const realtime = useRealtime({ onEvent });
  const { visitId, select } = useSelectedVisitId();
  const [search, setSearch] = useState('');
  const all = conversations.visits;
  // Latest activity first (the last message, else the visit's last change), then the search.
  const lastMessages = summaries.lastMessages;
  const shown = useMemo(() => filterConversations(byLatestActivity(all ?? [], lastMessages), search), [all, lastMessages, search]);
  const selected = all?.find((visit) => visit.id === visitId) ?? null;

  return (
    <Page>
      <PageHeader title="Messages" subtitle="One conversation for each of your visits." />
      <Loaded query={conversations} loading="Loading conversations..." errorText={homeownerLoadError}>
        {() => (
          <>
            {conversations.total > (all?.length ?? 0) && (
              <Muted>{`Showing ${all?.length ?? 0} of your ${conversations.total} visits.`}</Muted>
            )}
            <Layout $hasSelection={selected !== null}>
              <ConversationList
                visits={shown}
                search={search}
                onSearch={setSearch}
                selectedId={selected?.id ?? null}
                onSelect={select}
                lastMessages={summaries.lastMessages}
                unreadCounts={summaries.unreadCounts}
                summariesLoaded={summaries.loaded}
              />
              {selected ? (
                <ConversationPane
                  visit={selected}
                  onBack={() => select(null)}
                  typingName={typingIndicator.typing?.visitId === selected.id ? typingIndicator.typing.firstName : null}
                  sendRealtime={realtime.send}
                />
              ) : shown.length > 0 ? (
                <EmptyState title={EMPTY_STATES.selectConversation} />
              ) : null}
            </Layout>
          </>
        )}
      </Loaded>
    </Page>
  );
}
