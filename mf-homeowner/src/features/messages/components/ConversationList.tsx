import { EMPTY_STATES, type Visit } from '@housesit/shared-contracts';
import { EmptyState, Field, Input } from '@housesit/shell/kit';
import styled from 'styled-components';
import { PlainList } from '../../../shared/layout';
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
}

export function ConversationList({ visits, search, onSearch, selectedId, onSelect }: Props) {
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
              <ConversationItem visit={visit} selected={visit.id === selectedId} onSelect={onSelect} />
            </li>
          ))}
        </PlainList>
      )}
    </Wrapper>
  );
}
