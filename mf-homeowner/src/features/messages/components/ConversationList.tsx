import { EMPTY_STATES, type ChatMessage, type Visit } from '@housesit/shared-contracts';
import { EmptyState, Field, Input, useSession } from '@housesit/shell/kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { RELATIVE_TIME_TICK_MS } from '../constants';
import { PlainList } from '@housesit/shell/kit/areas';
import { ConversationItem } from './ConversationItem';

const Wrapper = styled.nav`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  min-width: 0;
`;

interface Props {
  visits: readonly Visit[];
  search: string;
  onSearch(value: string): void;
  selectedId: number | null;
  onSelect(id: number): void;
  /** Last message per visit id; empty until the summaries have loaded. */
  lastMessages: ReadonlyMap<number, ChatMessage | null>;
  /** Unread messages per visit id (missing: none). */
  unreadCounts: ReadonlyMap<number, number>;
  summariesLoaded: boolean;
}

/** Redraws the relative times ('5 minutes ago') as time passes. */
function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, []);
}

export function ConversationList({ visits, search, onSearch, selectedId, onSelect, lastMessages, unreadCounts, summariesLoaded }: Props) {
  useMinuteTick();
  const myId = useSession().user?.id ?? null;
  return (
    <Wrapper aria-label="Conversations">
      <Field label="Search conversations" htmlFor="conversation-search">
        <Input
          id="conversation-search"
          type="search"
          placeholder="Search messages..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </Field>
      {visits.length === 0 ? (
        <EmptyState title={EMPTY_STATES.conversations} />
      ) : (
        <PlainList>
          {visits.map((visit) => (
            <li key={visit.id}>
              <ConversationItem
                visit={visit}
                selected={visit.id === selectedId}
                onSelect={onSelect}
                lastMessage={summariesLoaded ? (lastMessages.get(visit.id) ?? null) : undefined}
                unreadCount={unreadCounts.get(visit.id) ?? 0}
                myId={myId}
              />
            </li>
          ))}
        </PlainList>
      )}
    </Wrapper>
  );
}
